import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { z } from 'zod';
import { createFollowIfAbsent, followMatch, getMatchFollow, unfollowMatch } from '../stores/matchFollowStore';
import { removeSubscriptionsForUser, subscriptionsForMatch } from '../stores/activitySubscriptionStore';
import { getMatch, getMatchDisplay } from '../stores/matchStore';
import { sendPushToStart } from '../push/pushToStart';
import { pushLiveActivityDismiss } from '../push/liveActivityPush';
import { logger } from '../lib/logger';
import { json, userIdFrom } from '../lib/http';
import { followMessages } from './follow.messages';

const FollowBody = z.object({ matchId: z.string(), playerId: z.string().nullable().default(null) });

export async function postFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = FollowBody.parse(JSON.parse(event.body ?? '{}'));
  const match = await getMatch(body.matchId);
  if (!match) return json(404, { error: 'match_not_found' });

  const existing = await getMatchFollow(userId, body.matchId);
  if (existing) {
    return json(200, { matchId: body.matchId, status: 'following', playerId: existing.playerId, message: followMessages.alreadyFollowing });
  }
  await followMatch(userId, match, body.playerId);
  if (match.status === 'live') await sendPushToStart(userId, match);
  return json(201, { matchId: body.matchId, status: 'following', playerId: body.playerId, message: 'You’re following this match' });
}

/** v2 follow: the condition on the write makes the duplicate check atomic. */
export async function postFollowV2(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = FollowBody.parse(JSON.parse(event.body ?? '{}'));
  const match = await getMatch(body.matchId);
  if (!match) return json(404, { error: 'match_not_found' });
  try {
    await createFollowIfAbsent(userId, body.matchId, body.playerId, Math.floor(Date.parse(match.startTime) / 1000) + 3 * 86400);
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') {
      return json(200, { matchId: body.matchId, status: 'following', playerId: body.playerId });
    }
    throw err;
  }
  if (match.status === 'live') await sendPushToStart(userId, match);
  return json(201, { matchId: body.matchId, status: 'following', playerId: body.playerId });
}

export async function deleteFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id ?? '';
  await unfollowMatch(userId, matchId);
  const removed = await removeSubscriptionsForUser(matchId, userId);
  logger.info('unfollowed', { userId, matchId, removed });
  return json(200, { matchId, status: 'not_following', playerId: null });
}

/** v2 unfollow: subscriptions first so a retried request still cleans up, then end the activity server-side. */
export async function deleteFollowV2(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const id = event.pathParameters?.id ?? '';
  const subs = (await subscriptionsForMatch(id)).filter((s) => s.userId === userId);
  const display = await getMatchDisplay(id);
  for (const sub of subs) {
    if (display) await pushLiveActivityDismiss(sub.pushToken, display, Date.now());
  }
  await removeSubscriptionsForUser(id, userId);
  await unfollowMatch(userId, id);
  return json(200, { matchId: id, status: 'not_following', playerId: null });
}

/** Bulk unfollow from Settings → "Stop following every match". */
export async function deleteAllFollows(userId: string, matchIds: string[]): Promise<void> {
  for (const followedId of matchIds) {
    await removeSubscriptionsForUser(followedId, userId);
    await unfollowMatch(userId, followedId);
  }
}
