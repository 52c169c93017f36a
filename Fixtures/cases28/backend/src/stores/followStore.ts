import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, epochSeconds, HOUR_SECONDS, TABLES } from '../lib/dynamo.js';
import type { FollowRecord } from '../schemas/follow.schema.js';
import type { Match } from '../schemas/match.schema.js';

const FOLLOW_TTL_HOURS = 48;

export async function getFollow(userId: string, matchId: string): Promise<FollowRecord | null> {
  const res = await ddb.send(new GetCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
  return (res.Item as FollowRecord | undefined) ?? null;
}

export async function followMatch(userId: string, match: Match, playerId: string | null): Promise<FollowRecord> {
  const existing = await getFollow(userId, match.matchId);
  if (existing) {
    return existing;
  }
  const record: FollowRecord = {
    userId,
    matchId: match.matchId,
    playerId,
    createdAt: new Date().toISOString(),
    ttl: epochSeconds(new Date(match.startsAt)) + FOLLOW_TTL_HOURS * HOUR_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: TABLES.follows, Item: record }));
  return record;
}

export async function extendFollowTtl(userId: string, matchId: string, endedAt: string): Promise<void> {
  const ttl = epochSeconds(new Date(endedAt)) + FOLLOW_TTL_HOURS * HOUR_SECONDS;
  await ddb.send(
    new PutCommand({
      TableName: TABLES.follows,
      Item: { userId, matchId, ttl },
      ConditionExpression: 'attribute_exists(userId)',
    }),
  );
}

// Deletes only the follow row; callers remove activity subscriptions first (see routes/follow.ts).
export async function deleteFollow(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
}

export async function listFollowedMatchIds(userId: string): Promise<string[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.follows,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
      ProjectionExpression: 'matchId',
    }),
  );
  return (res.Items ?? []).map((i) => String(i.matchId));
}
