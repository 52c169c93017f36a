import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { FollowRequestSchema, ActivityTokenRequestSchema } from '../schemas/follow.schema.js';
import type { FollowResponse } from '../schemas/follow.schema.js';
import { followMatch, followMatchOnce, getMatchFollow, unfollowMatch, followsForUser } from '../stores/matchFollowStore.js';
import { registerToken, removeSubscriptionsForUser, subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { getMatch } from '../stores/matchStore.js';
import { pushEnd } from '../push/liveActivityPush.js';
import { finalContentState } from '../handlers/activityPushJob.js';
import { logger } from '../lib/logger.js';

function json(statusCode: number, body: unknown): APIGatewayProxyResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function userIdFrom(event: APIGatewayProxyEventV2): string {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, string> } } }).authorizer?.jwt?.claims;
  if (!claims?.sub) throw new Error('missing sub claim');
  return claims.sub;
}

export async function postFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? '{}'));
  if (!parsed.success) return json(400, { error: 'invalid follow request' });
  const { matchId, teamId } = parsed.data;
  const match = await getMatch(matchId);
  if (!match) return json(404, { error: 'match not found' });

  const existing = await getMatchFollow(userId, matchId);
  // Check if null
  if (existing) {
    return json(200, { matchId, status: 'following', teamId: existing.teamId ?? undefined } satisfies FollowResponse);
  }
  await followMatch(userId, matchId, teamId, Date.parse(match.startTime));
  return json(201, { matchId, status: 'following', teamId: teamId ?? undefined } satisfies FollowResponse);
}

export async function postFollowV2(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const { matchId, teamId } = FollowRequestSchema.parse(JSON.parse(event.body ?? '{}'));
  const match = await getMatch(matchId);
  if (!match) return json(404, { error: 'match not found' });
  // Conditional put: two taps arriving together must not both trigger push-to-start.
  const created = await followMatchOnce(userId, matchId, teamId, match.endTime ?? Date.parse(match.startTime) + 6 * 3600 * 1000);
  return json(created ? 201 : 200, { matchId, status: 'following', teamId: teamId ?? undefined } satisfies FollowResponse);
}

export async function deleteFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const id = event.pathParameters?.id;
  if (!id) return json(400, { error: 'missing match id' });
  await unfollowMatch(userId, id);
  await removeSubscriptionsForUser(id, userId);
  return json(200, { matchId: id, status: 'not_following' } satisfies FollowResponse);
}

export async function deleteFollowV2(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) return json(400, { error: 'missing match id' });
  const match = await getMatch(matchId);
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  if (match) {
    for (const sub of subs) {
      await pushEnd(sub.token, finalContentState(match));
    }
  }
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
  logger.info('unfollowed', { matchId });
  return json(200, { matchId, status: 'not_following' } satisfies FollowResponse);
}

export async function deleteFollowQuiet(userId: string, matchId: string): Promise<void> {
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
}

export async function postActivityToken(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = ActivityTokenRequestSchema.parse(JSON.parse(event.body ?? '{}'));
  const match = await getMatch(body.matchId);
  if (!match) return json(404, { error: 'Sorry, we could not find that match!' });
  await registerToken({ matchId: body.matchId, token: body.token, userId, frequentPushesEnabled: body.frequentPushesEnabled }, Date.parse(match.startTime));
  return json(204, null);
}

export async function getFollows(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  // Return the result
  return json(200, { matchIds: (await followsForUser(userId)).map((f) => f.matchId) });
}
