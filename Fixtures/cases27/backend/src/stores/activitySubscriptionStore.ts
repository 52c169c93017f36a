import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, ddb, sleep, TABLES } from '../lib/dynamo.js';
import type { ActivitySubscription } from '../schemas/follow.schema.js';

const SUBSCRIPTION_TTL_SECONDS = 12 * 60 * 60;

export async function putSubscription(sub: Omit<ActivitySubscription, 'ttl' | 'createdAt'>): Promise<void> {
  const now = Date.now();
  await ddb.send(new PutCommand({
    TableName: TABLES.subscriptions,
    Item: { ...sub, createdAt: now, ttl: Math.floor(now / 1000) + SUBSCRIPTION_TTL_SECONDS },
  }));
}

export async function subscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const result = await ddb.send(new QueryCommand({
    TableName: TABLES.subscriptions,
    KeyConditionExpression: 'matchId = :m',
    ExpressionAttributeValues: { ':m': matchId },
  }));
  return (result.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<void> {
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    subs.map((s) => ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId, token: s.token } }))),
  );
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await subscriptionsForMatch(matchId);
  for (const batch of chunk(subs, 25)) {
    let pending = batch.map((s) => ({ DeleteRequest: { Key: { matchId, token: s.token } } }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const result = await ddb.send(new BatchWriteCommand({ RequestItems: { [TABLES.subscriptions]: pending } }));
      pending = (result.UnprocessedItems?.[TABLES.subscriptions] ?? []) as typeof pending;
      if (pending.length > 0) await sleep(2 ** attempt * 100);
    }
  }
}

export async function replaceToken(matchId: string, oldToken: string, sub: Omit<ActivitySubscription, 'ttl' | 'createdAt'>): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId, token: oldToken } }));
  await putSubscription(sub);
}

export async function allSubscriptionTokens(): Promise<string[]> {
  const result = await ddb.send(new ScanCommand({ TableName: TABLES.subscriptions, ProjectionExpression: '#t', ExpressionAttributeNames: { '#t': 'token' } }));
  return (result.Items ?? []).map((i) => i.token as string);
}
