import { PutCommand, DeleteCommand, QueryCommand, ScanCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivitySubscription } from '../schemas';
import { ddb } from './dynamo';
import { config } from '../config';

const TABLE = config.tables.subscriptions;

export async function addSubscription(sub: ActivitySubscription): Promise<void> {
  await ddb.send(new PutCommand({ TableName: TABLE, Item: sub }));
}

export async function replaceToken(raceId: string, oldToken: string, sub: ActivitySubscription): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: { raceId, pushToken: oldToken } }));
  await ddb.send(new PutCommand({ TableName: TABLE, Item: sub }));
}

export async function subscriptionsForRace(raceId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'raceId = :r',
      ExpressionAttributeValues: { ':r': raceId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(raceId: string, userId: string): Promise<void> {
  const subs = (await subscriptionsForRace(raceId)).filter((s) => s.userId === userId);
  await Promise.all(
    subs.map((s) => ddb.send(new DeleteCommand({ TableName: TABLE, Key: { raceId, pushToken: s.pushToken } }))),
  );
}

export async function removeAllForRace(raceId: string): Promise<void> {
  const subs = await subscriptionsForRace(raceId);
  for (let i = 0; i < subs.length; i += 25) {
    const chunk = subs.slice(i, i + 25);
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLE]: chunk.map((s) => ({ DeleteRequest: { Key: { raceId, pushToken: s.pushToken } } })),
        },
      }),
    );
  }
}

export async function subscriptionsForUser(userId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: TABLE,
      FilterExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function touchAll(subs: ActivitySubscription[], ttl: number): Promise<void> {
  await Promise.all(subs.map((s) => ddb.send(new PutCommand({ TableName: TABLE, Item: { ...s, ttl } }))));
}
