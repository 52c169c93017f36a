import { GetCommand, PutCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FollowRecord } from '../schemas';
import { ddb } from './dynamo';
import { config } from '../config';

const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export async function getFollow(userId: string, raceId: string): Promise<FollowRecord | null> {
  const res = await ddb.send(new GetCommand({ TableName: config.tables.follows, Key: { userId, raceId } }));
  return (res.Item as FollowRecord) ?? null;
}

export async function putFollow(
  userId: string,
  race: { raceId: string; startsAt: string },
  driverCode: string | null,
): Promise<FollowRecord> {
  const record: FollowRecord = {
    userId,
    raceId: race.raceId,
    driverCode,
    followedAt: Math.floor(Date.now() / 1000),
    ttl: Math.floor(Date.parse(race.startsAt) / 1000) + FOLLOW_TTL_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: config.tables.follows, Item: record }));
  return record;
}

export async function putFollowIfAbsent(record: FollowRecord): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: config.tables.follows,
        Item: record,
        ConditionExpression: 'attribute_not_exists(userId)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function extendFollowTtl(userId: string, raceId: string, finishedAt: number): Promise<void> {
  const ttl = finishedAt + FOLLOW_TTL_SECONDS;
  const existing = await getFollow(userId, raceId);
  if (!existing) return;
  await ddb.send(new PutCommand({ TableName: config.tables.follows, Item: { ...existing, ttl } }));
}

export async function deleteFollow(userId: string, raceId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: config.tables.follows, Key: { userId, raceId } }));
}

export async function followsForUser(userId: string): Promise<FollowRecord[]> {
  // Query by partition key: every follow for this user
  const res = await ddb.send(
    new QueryCommand({
      TableName: config.tables.follows,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}
