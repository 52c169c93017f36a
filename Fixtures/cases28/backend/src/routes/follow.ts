import { z } from 'zod';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { ddb, epochSeconds, HOUR_SECONDS, TABLES } from '../lib/dynamo.js';
import { log } from '../lib/logger.js';
import { endForToken } from '../push/broadcast.js';
import { FollowRequestSchema, type FollowResponse } from '../schemas/follow.schema.js';
import { deleteFollow, listFollowedMatchIds } from '../stores/followStore.js';
import { getMatch } from '../stores/matchStore.js';
import { listSubscriptionsForMatch, removeSubscriptionsForUser } from '../stores/subscriptionStore.js';
import { followCopy } from './follow.messages.js';

export type HttpResult = { statusCode: number; body: string };

const json = (statusCode: number, body: unknown): HttpResult => ({ statusCode, body: JSON.stringify(body) });

export async function postFollow(userId: string, rawBody: unknown): Promise<HttpResult> {
  const parsed = FollowRequestSchema.safeParse(rawBody);
  if (!parsed.success) return json(400, { error: 'invalid_body', issues: parsed.error.issues });
  const match = await getMatch(parsed.data.matchId);
  if (!match) return json(404, { error: 'match_not_found', message: followCopy.matchGone });
  const endBase = match.endedAt ?? match.startsAt;
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLES.follows,
        Item: {
          userId,
          matchId: match.matchId,
          playerId: parsed.data.playerId ?? null,
          createdAt: new Date().toISOString(),
          ttl: epochSeconds(new Date(endBase)) + 7 * 24 * HOUR_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(matchId)',
      }),
    );
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) {
      return json(200, { matchId: match.matchId, status: 'following', playerId: parsed.data.playerId ?? null } satisfies FollowResponse);
    }
    throw err;
  }
  return json(201, { matchId: match.matchId, status: 'following', playerId: parsed.data.playerId ?? null } satisfies FollowResponse);
}

export async function patchFollowPlayer(userId: string, matchId: string, playerId: string): Promise<HttpResult> {
  const existing = await ddb.send(new GetCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
  if (!existing.Item) return json(404, { error: 'not_following' });
  await ddb.send(new PutCommand({ TableName: TABLES.follows, Item: { ...existing.Item, playerId } }));
  return json(200, { matchId, status: 'following', playerId } satisfies FollowResponse);
}

export async function deleteFollowRoute(userId: string, matchId: string): Promise<HttpResult> {
  const deleted = deleteFollow(userId, matchId);
  await deleted;
  const removed = await removeSubscriptionsForUser(matchId, userId);
  log.info('unfollowed', { userId, matchId, removed });
  return json(200, { matchId, status: 'not_following', playerId: null } satisfies FollowResponse);
}

export async function deleteFollowV2(userId: string, matchId: string): Promise<HttpResult> {
  const subs = (await listSubscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  const match = await getMatch(matchId);
  if (match) {
    const display = buildDisplayState(match);
    for (const s of subs) await endForToken(s.pushToken, display);
  }
  await removeSubscriptionsForUser(matchId, userId);
  await deleteFollow(userId, matchId); // last, so a retried unfollow still finds the follow
  return json(200, { matchId, status: 'not_following', playerId: null } satisfies FollowResponse);
}

export async function getFollows(userId: string): Promise<HttpResult> {
  const matchIds = await listFollowedMatchIds(userId);
  return json(200, { matchIds });
}

export const PatchBodySchema = z.object({ playerId: z.string() });
