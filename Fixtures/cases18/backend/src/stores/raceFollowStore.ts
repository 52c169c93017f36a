import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/dynamo.js';
import type { FollowRecord } from '../schemas/follow.js';

const HOUR_MS = 60 * 60 * 1000;

export async function getRaceFollow(userId: string, raceId: string): Promise<FollowRecord | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: Tables.raceFollows, Key: { userId, raceId } }));
  return res.Item as FollowRecord | undefined;
}

export async function followRace(
  userId: string,
  raceId: string,
  driverId: string | null,
  race: { scheduledStart: number },
): Promise<void> {
  // 48 hours after lights-out covers red-flag delays and the podium.
  const expiresAt = Math.floor((race.scheduledStart + 48 * HOUR_MS) / 1000);
  await ddb.send(
    new PutCommand({
      TableName: Tables.raceFollows,
      Item: { userId, raceId, driverId, createdAt: Date.now(), expiresAt },
    }),
  );
}

/** Called by the results job when a race is classified, so 24-hour races keep their follows. */
export async function extendFollowsAfterFinish(raceId: string, finishedAt: number): Promise<void> {
  const followers = await listFollowersOfRace(raceId);
  const expiresAt = Math.floor((finishedAt + 48 * HOUR_MS) / 1000);
  for (const follow of followers) {
    await ddb.send(
      new UpdateCommand({
        TableName: Tables.raceFollows,
        Key: { userId: follow.userId, raceId },
        UpdateExpression: 'SET expiresAt = :e',
        ExpressionAttributeValues: { ':e': expiresAt },
      }),
    );
  }
}

export async function followRaceOnce(
  userId: string,
  raceId: string,
  driverId: string | null,
  raceEndsAt: number,
): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: Tables.raceFollows,
        Item: { userId, raceId, driverId, createdAt: Date.now(), expiresAt: Math.floor(raceEndsAt / 1000) + 48 * 3600 },
        ConditionExpression: 'attribute_not_exists(userId) AND attribute_not_exists(raceId)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function listFollowersOfRace(raceId: string): Promise<FollowRecord[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: Tables.raceFollows,
      IndexName: 'raceId-index',
      KeyConditionExpression: 'raceId = :r',
      ExpressionAttributeValues: { ':r': raceId },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}

export async function unfollowRace(userId: string, raceId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: Tables.raceFollows, Key: { userId, raceId } }));
}

export async function listFollowsForUser(userId: string): Promise<FollowRecord[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: Tables.raceFollows,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}
