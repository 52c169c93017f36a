import { GetCommand, PutCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from './dynamo';
import type { FollowRecord } from '../schemas/follow.schema';

const HOURS = 60 * 60;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
  return res.Item as FollowRecord | undefined;
}

export async function followMatch(
  userId: string,
  matchId: string,
  perspectivePlayerId: string | null,
  matchStartTime: number,
): Promise<boolean> {
  const existing = await getMatchFollow(userId, matchId);
  if (existing) return false;

  // 48 hours covers a five-setter plus a washed-out day.
  const ttl = Math.floor(matchStartTime / 1000) + 48 * HOURS;

  await ddb.send(
    new PutCommand({
      TableName: TABLES.follows,
      Item: { userId, matchId, perspectivePlayerId, createdAt: Date.now(), ttl },
    }),
  );
  return true;
}

export async function followMatchOnce(record: FollowRecord): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLES.follows,
        Item: record,
        ConditionExpression: 'attribute_not_exists(matchId)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export function followTtl(match: { completedAt: number | null; scheduledStart: number }): number {
  // Anchor on completion so five-day rain-outs don't expire live follows.
  const anchor = match.completedAt ?? Date.now();
  return Math.floor(anchor / 1000) + 48 * HOURS;
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  // Delete the follow
  await ddb.send(new DeleteCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
}

export async function listFollowers(matchId: string): Promise<FollowRecord[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.follows,
      // byMatch GSI exists (migrate-002); the base key is userId-first.
      IndexName: 'byMatch',
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}
