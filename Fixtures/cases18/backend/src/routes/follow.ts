import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { FollowRequestSchema, type FollowResponse } from '../schemas/follow.js';
import { followRace, followRaceOnce, getRaceFollow, unfollowRace } from '../stores/raceFollowStore.js';
import { removeSubscriptionsForUser, listSubscriptionsForRace } from '../stores/activitySubscriptionStore.js';
import { getRace } from '../stores/raceStore.js';
import { sendPushToStart, sendActivityEnd } from '../push/liveActivityPush.js';
import { buildFinalStateForUnfollow } from '../display/buildDisplayState.js';
import { log } from '../lib/logger.js';
import { json, userIdFrom } from './http.js';

export async function postFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = FollowRequestSchema.parse(JSON.parse(event.body ?? '{}'));
  const race = await getRace(body.raceId);
  if (!race) return json(404, { error: 'race not found' });

  const existing = await getRaceFollow(userId, body.raceId);
  if (existing) {
    return json(200, { raceId: body.raceId, status: 'following', driverId: existing.driverId } satisfies FollowResponse);
  }
  await followRace(userId, body.raceId, body.driverId, race);
  if (race.phase === 'live') {
    await sendPushToStart(userId, race, body.driverId);
  }
  return json(201, { raceId: body.raceId, status: 'following', driverId: body.driverId } satisfies FollowResponse);
}

/** v2 follow: the conditional write is the duplicate check, so push-to-start fires once. */
export async function postFollowV2(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = FollowRequestSchema.parse(JSON.parse(event.body ?? '{}'));
  const race = await getRace(body.raceId);
  if (!race) return json(404, { error: 'race not found' });

  const created = await followRaceOnce(userId, body.raceId, body.driverId, race.scheduledEnd);
  if (created && race.phase === 'live') {
    await sendPushToStart(userId, race, body.driverId);
  }
  return json(created ? 201 : 200, { raceId: body.raceId, status: 'following', driverId: body.driverId } satisfies FollowResponse);
}

export async function deleteFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const raceId = event.pathParameters?.id ?? '';
  await unfollowRace(userId, raceId);
  await removeSubscriptionsForUser(raceId, userId);
  log.info('unfollowed', { userId, raceId });
  return json(200, { raceId, status: 'not_following', driverId: null } satisfies FollowResponse);
}

/** Unfollow from the watch app: subscriptions go first so a retry still cleans up. */
export async function deleteFollowFromWatch(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const raceId = event.pathParameters?.id ?? '';
  const subs = (await listSubscriptionsForRace(raceId)).filter((s) => s.userId === userId);
  const finalState = await buildFinalStateForUnfollow(raceId, userId);
  for (const sub of subs) {
    await sendActivityEnd(sub.pushToken, finalState);
  }
  await removeSubscriptionsForUser(raceId, userId);
  await unfollowRace(userId, raceId); // last, so a failed run can be retried
  return json(200, { raceId, status: 'not_following', driverId: null } satisfies FollowResponse);
}
