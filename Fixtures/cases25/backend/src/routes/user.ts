import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from '../lib/logger.js';
import { FollowRequestSchema, type FollowResponse } from '../schemas/follow.js';
import { buildContentState } from '../display/buildDisplayState.js';
import { pushEndWithDismissal } from '../push/liveActivityPush.js';
import { getMatch } from '../stores/matchStore.js';
import { followMatch, getMatchFollow, listFollowsForUser, setFollowTeam, unfollowMatch } from '../stores/matchFollowStore.js';
import { removeSubscriptionsForUser, subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { sendPushToStart } from '../push/pushToStart.js';
import { userMessages } from './user.messages.js';

const json = (statusCode: number, body: unknown): APIGatewayProxyResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function postFollow(userId: string, event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? '{}'));
  if (!parsed.success) {
    return json(400, { error: 'invalid follow request', issues: parsed.error.issues });
  }
  const match = await getMatch(parsed.data.matchId);
  if (!match) return json(404, { error: userMessages.matchNotFound });
  const created = await followMatch(userId, match, parsed.data.teamId);
  if (created && match.displayState.phase !== 'pre') {
    await sendPushToStart(userId, match);
  }
  const body: FollowResponse = { matchId: match.matchId, status: 'following', teamId: parsed.data.teamId ?? undefined };
  return json(200, body);
}

export async function deleteFollow(userId: string, matchId: string): Promise<APIGatewayProxyResultV2> {
  await unfollowMatch(userId, matchId);
  const removed = await removeSubscriptionsForUser(matchId, userId);
  logger.info('unfollowed', { userId, matchId, removed });
  return json(200, { matchId, status: 'not_following', teamId: null });
}

export async function deleteFollowV2(userId: string, matchId: string): Promise<APIGatewayProxyResultV2> {
  const match = await getMatch(matchId);
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  if (match) {
    for (const sub of subs) {
      await pushEndWithDismissal(sub.token, buildContentState(
        { match, gameSecond: 0, homeTimeoutsUsed: 0, awayTimeoutsUsed: 0, suspensions: [], lastEvent: null, halfTimeHome: null, halfTimeAway: null, delayReason: null },
        match.displayState,
      ));
    }
  }
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId); // last, so a retried unfollow still finds the subscriptions
  return json(200, { matchId, status: 'not_following', teamId: null });
}

export async function patchFollowTeam(userId: string, matchId: string, teamId: string | null): Promise<APIGatewayProxyResultV2> {
  const follow = await getMatchFollow(userId, matchId);
  if (!follow) return json(404, { error: userMessages.notFollowing });
  await setFollowTeam(userId, matchId, teamId);
  return json(200, { matchId, status: 'following', teamId });
}

export async function getFollows(userId: string): Promise<APIGatewayProxyResultV2> {
  const follows = await listFollowsForUser(userId);
  return json(200, { matchIds: follows.map((f) => f.matchId) });
}

export async function unfollowAll(userId: string): Promise<APIGatewayProxyResultV2> {
  const follows = await listFollowsForUser(userId);
  for (const f of follows) {
    await removeSubscriptionsForUser(f.matchId, userId);
    await unfollowMatch(userId, f.matchId);
  }
  return json(200, { message: 'You are no longer following any matches' });
}
