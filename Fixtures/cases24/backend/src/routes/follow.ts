import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { buildLiveActivityState } from '../display/buildDisplayState.js';
import { logger } from '../lib/logger.js';
import { pushEndOnUnfollow } from '../push/liveActivityPush.js';
import { FollowRequestSchema } from '../schemas/follow.js';
import { registerSubscription, removeSubscriptionsForUser, subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { getMatch } from '../stores/matchStore.js';
import { followMatch, setFollowTeam, unfollowMatch } from '../stores/matchFollowStore.js';
import { followMessages } from './follow.messages.js';

function json(statusCode: number, body: unknown): APIGatewayProxyResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export async function postFollow(event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? '{}'));
  if (!parsed.success) {
    return json(400, { error: 'invalid_request', issues: parsed.error.issues });
  }
  const match = await getMatch(parsed.data.matchId);
  if (!match) {
    return json(404, { error: 'match_not_found', message: followMessages.matchMissing() });
  }
  const created = await followMatch(userId, match, parsed.data.teamId);
  logger.info('follow', { userId, matchId: match.matchId, created });
  return json(200, { matchId: match.matchId, status: 'following', teamId: parsed.data.teamId });
}

export async function deleteFollow(matchId: string, userId: string): Promise<APIGatewayProxyResultV2> {
  await unfollowMatch(userId, matchId);
  const removed = await removeSubscriptionsForUser(matchId, userId);
  logger.info('unfollow', { userId, matchId, removed });
  return json(200, { matchId, status: 'not_following', teamId: null });
}

export async function patchFollowTeam(matchId: string, userId: string, teamId: string): Promise<APIGatewayProxyResultV2> {
  try {
    await setFollowTeam(userId, matchId, teamId);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      return json(404, { error: 'not_following', message: 'You are not following this match' });
    }
    throw error;
  }
  return json(200, { matchId, status: 'following', teamId });
}

export async function postActivityToken(matchId: string, userId: string, body: string): Promise<APIGatewayProxyResultV2> {
  const { token, previousToken } = JSON.parse(body) as { token: string; previousToken?: string };
  await registerSubscription(matchId, userId, token, previousToken);
  return json(204, null);
}

export async function endAndUnfollow(id: string, userId: string): Promise<APIGatewayProxyResultV2> {
  const match = await getMatch(id);
  const subscriptions = (await subscriptionsForMatch(id)).filter((s) => s.userId === userId);
  if (match) {
    const finalState = buildLiveActivityState(match, null, null, 0);
    for (const subscription of subscriptions) {
      await pushEndOnUnfollow(subscription.pushToken, finalState);
    }
  }
  await removeSubscriptionsForUser(id, userId);
  await unfollowMatch(userId, id);
  return json(200, { matchId: id, status: 'not_following', teamId: null });
}
