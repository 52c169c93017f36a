import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, nowEpochSeconds, TABLES } from '../lib/dynamo';
import { logger } from '../lib/logger';
import type { ActivitySubscription } from '../schemas/follow';

type SubscriptionKey = { matchId: string; pushToken: string };

type StoredSubscription = {
  matchId: string;
  pushToken: string;
  userId: string;
  createdAt: number;
  ttl: number;
};

const BATCH_SIZE = 25;

export async function putSubscription(sub: ActivitySubscription): Promise<void> {
  await ddb.send(new PutCommand({ TableName: TABLES.subscriptions, Item: sub }));
}

export async function subscriptionsForMatch(matchId: string): Promise<StoredSubscription[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (res.Items ?? []) as StoredSubscription[];
}

async function deleteOne(key: SubscriptionKey): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: key }));
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(subs.map((s) => deleteOne({ matchId: s.matchId, pushToken: s.pushToken })));
  return subs.length;
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await subscriptionsForMatch(matchId);
  for (let i = 0; i < subs.length; i += BATCH_SIZE) {
    const chunk = subs.slice(i, i + BATCH_SIZE);
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLES.subscriptions]: chunk.map((s) => ({ DeleteRequest: { Key: { matchId: s.matchId, pushToken: s.pushToken } } })),
        },
      }),
    );
  }
}

/** Replace a rotated token: the old one must stop receiving pushes straight away. */
export async function rotateToken(matchId: string, userId: string, oldToken: string | null, newToken: string): Promise<void> {
  if (oldToken) {
    await deleteOne({ matchId, pushToken: oldToken });
  }
  await putSubscription({ matchId, pushToken: newToken, userId, createdAt: nowEpochSeconds(), ttl: nowEpochSeconds() + 72 * 3600 });
}

export async function findSubscriptionsByToken(pushToken: string): Promise<StoredSubscription[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: TABLES.subscriptions,
      FilterExpression: 'pushToken = :t',
      ExpressionAttributeValues: { ':t': pushToken },
    }),
  );
  return (res.Items ?? []) as StoredSubscription[];
}

export async function purgeStaleTokens(tokens: string[], matchId: string): Promise<void> {
  logger.info('purging stale tokens', { count: tokens.length, matchId });
  await Promise.all(tokens.map(async (pushToken) => {
    await ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId, pushToken } }));
  }));
}
