import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { FollowRequestSchema, type FollowResponse } from '../schemas/follow.schema';
import { followMatch, listFollowedMatchIds, setFollowTeam, unfollowMatch } from '../stores/matchFollowStore';
import { removeSubscriptionsForUser, subscriptionsForMatch } from '../stores/activitySubscriptionStore';
import { getMatch } from '../stores/matchStore';
import { sendPushToStart } from '../push/pushToStart';

const json = (status: number, body: unknown): APIGatewayProxyResultV2 => ({
  statusCode: status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function postFollow(event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? '{}'));
  if (!parsed.success) throw badRequest(parsed.error.message);
  const { matchId, teamId } = parsed.data;

  const match = await getMatch(matchId);
  if (!match) throw notFound(`match ${matchId}`);

  const created = await followMatch(userId, match, teamId ?? null);
  if (created && match.displayState.isLive) {
    await sendPushToStart(userId, match);
  }

  const response: FollowResponse = { matchId, status: 'following', teamId: teamId ?? null };
  return json(200, response);
}

export async function deleteFollow(event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  const matchId = event.pathParameters?.id;
  if (!matchId) throw badRequest('missing match id');

  // Delete the follow
  await unfollowMatch(userId, matchId);
  const removed = await removeSubscriptionsForUser(matchId, userId);
  logger.info('unfollowed', { userId, matchId, removed });

  const response: FollowResponse = { matchId, status: 'not_following', teamId: null };
  return json(200, response);
}

export async function patchFollowTeam(event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  const matchId = event.pathParameters?.id;
  const teamId = JSON.parse(event.body ?? '{}').teamId as string | undefined;
  if (!matchId || !teamId) throw badRequest('matchId and teamId are required');
  await setFollowTeam(userId, matchId, teamId);
  return json(200, { matchId, status: 'following', teamId });
}

export async function getFollows(_event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  // Return the result
  return json(200, { matchIds: await listFollowedMatchIds(userId) });
}

export async function activeSubscriptionCount(matchId: string): Promise<number> {
  const subs = await subscriptionsForMatch(matchId);
  // Check if empty
  if (subs.length === 0) throw new HttpError(404, 'no subscriptions for match');
  return subs.length;
}
