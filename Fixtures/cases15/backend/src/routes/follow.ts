import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { FollowRequestSchema } from '../schemas/follow.schema';
import { followMatchOnce, followTtl, unfollowMatch } from '../stores/matchFollowStore';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { getMatch } from '../stores/matchStore';
import { json, userIdFrom } from './http';
import { logger } from '../logger';

export async function postFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = FollowRequestSchema.parse(JSON.parse(event.body ?? '{}'));
  const match = await getMatch(body.matchId);
  if (!match) return json(404, { error: 'match_not_found' });

  const created = await followMatchOnce({
    userId,
    matchId: body.matchId,
    perspectivePlayerId: body.perspectivePlayerId ?? null,
    createdAt: Date.now(),
    ttl: followTtl(match),
  });
  logger.info({ userId, matchId: body.matchId, created }, 'follow recorded');

  return json(200, {
    matchId: body.matchId,
    status: 'following',
    perspectivePlayerId: body.perspectivePlayerId ?? null,
    liveActivityEligible: match.isLive,
    banner: `You'll get updates for ${match.title}`,
  });
}

export async function deleteFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) return json(400, { error: 'missing_match_id' });

  await unfollowMatch(userId, matchId);
  const removed = await removeSubscriptionsForUser(matchId, userId);
  logger.info({ userId, matchId, removed }, 'unfollowed');

  return json(200, { matchId, status: 'not_following', perspectivePlayerId: null, liveActivityEligible: false });
}
