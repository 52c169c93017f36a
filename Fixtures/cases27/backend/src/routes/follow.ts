import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { FollowRequestSchema } from '../schemas/follow.schema.js';
import { followMatch, setFollowTeam, unfollowMatch } from '../stores/matchFollowStore.js';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { getMatch } from '../stores/matchStore.js';
import { matchMessages } from '../notifications/match.messages.js';
import { logger } from '../lib/logger.js';

const json = (statusCode: number, body: unknown): APIGatewayProxyResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function postFollow(event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? '{}'));
  if (!parsed.success) return json(400, { error: 'invalid_body', issues: parsed.error.issues });
  const match = await getMatch(parsed.data.matchId);
  if (!match) return json(404, { error: 'match_not_found' });
  const result = await followMatch(userId, match, parsed.data.teamId ?? null);
  return json(200, {
    matchId: match.matchId,
    status: 'following',
    teamId: parsed.data.teamId ?? null,
    toast: result === 'created' ? matchMessages.followConfirmed : 'You already follow this match',
  });
}

export async function deleteFollow(matchId: string, userId: string): Promise<APIGatewayProxyResultV2> {
  await unfollowMatch(userId, matchId);
  await removeSubscriptionsForUser(matchId, userId);
  logger.info('unfollowed', { userId, matchId });
  return json(200, { matchId, status: 'not_following', teamId: null });
}

export async function patchFollowTeam(matchId: string, userId: string, teamId: string): Promise<APIGatewayProxyResultV2> {
  await setFollowTeam(userId, matchId, teamId);
  return json(200, { matchId, status: 'following', teamId, message: `Now following from the ${teamId.toUpperCase()} side` });
}
