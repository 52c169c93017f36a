import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, nowEpochSeconds, TABLES } from '../lib/dynamo';
import type { MatchFollow } from '../schemas/follow';
import type { MatchItem } from '../schemas/match';

const HOURS = 60 * 60;

export interface MatchFollowRecord {
  userId: string;
  matchId: string;
  playerId: string | null;
  createdAt: number;
  ttl: number;
}

export async function getMatchFollow(userId: string, matchId: string): Promise<MatchFollow | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
  return res.Item as MatchFollow | undefined;
}

/** World Championship finals run over two days; 48h after the first ball covers both. */
function followTtl(match: MatchItem): number {
  return Math.floor(Date.parse(match.startTime) / 1000) + 48 * HOURS;
}

export async function followMatch(userId: string, match: MatchItem, playerId: string | null): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.follows,
      Key: { userId, matchId: match.matchId },
      UpdateExpression: 'SET playerId = :p, createdAt = if_not_exists(createdAt, :now), #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':p': playerId, ':now': nowEpochSeconds(), ':ttl': followTtl(match) },
    }),
  );
}

/** Atomic create: fails with ConditionalCheckFailedException if the user already follows. */
export async function createFollowIfAbsent(userId: string, matchId: string, playerId: string | null, concludedAt: number): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLES.follows,
      Item: { userId, matchId, playerId, createdAt: nowEpochSeconds(), ttl: concludedAt + 48 * HOURS },
      ConditionExpression: 'attribute_not_exists(userId)',
    }),
  );
}

/** Called when a match concludes: push every follower's TTL out to 48h after the result. */
export async function extendFollowTtls(matchId: string, concludedAt: number): Promise<void> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.follows,
      IndexName: 'matchId-index',
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  const ttl = concludedAt + 48 * HOURS;
  await Promise.all(
    (res.Items ?? []).map((item) =>
      ddb.send(
        new UpdateCommand({
          TableName: TABLES.follows,
          Key: { userId: item.userId, matchId },
          UpdateExpression: 'SET #ttl = :ttl',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':ttl': ttl },
        }),
      ),
    ),
  );
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
}

export async function setFollowPerspective(userId: string, matchId: string, playerId: string | null): Promise<void> {
  const existing = await getMatchFollow(userId, matchId);
  if (!existing) return;
  await ddb.send(new PutCommand({ TableName: TABLES.follows, Item: { ...existing, playerId } }));
}
