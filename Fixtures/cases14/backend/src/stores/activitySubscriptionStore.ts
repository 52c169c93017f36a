import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivitySubscription } from '../schemas/device.schema';
import { batchDeleteKeys, ddb, getItem, queryAll, scanAll } from './dynamo';
import { TABLES } from './tables';

export async function putSubscription(sub: Omit<ActivitySubscription, 'ttl'>, scheduledStart: number): Promise<void> {
  const ttl = scheduledStart + 2 * 24 * 3600;
  await ddb.send(new PutCommand({ TableName: TABLES.subscriptions, Item: { ...sub, ttl } }));
}

export async function listSubscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  return queryAll<ActivitySubscription>({
    TableName: TABLES.subscriptions,
    KeyConditionExpression: 'matchId = :m',
    ExpressionAttributeValues: { ':m': matchId },
  });
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<void> {
  const subs = (await listSubscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    subs.map((s) =>
      ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId, subscriptionId: s.subscriptionId } })),
    ),
  );
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await listSubscriptionsForMatch(matchId);
  await batchDeleteKeys(TABLES.subscriptions, subs.map((s) => ({ matchId, subscriptionId: s.subscriptionId })));
}

export async function removeStaleToken(matchId: string, subscriptionId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId, subscriptionId } }));
}

export async function loadSubscriptions(keys: { matchId: string; subscriptionId: string }[]): Promise<(ActivitySubscription | undefined)[]> {
  return Promise.all(keys.map((k) => getItem<ActivitySubscription>(TABLES.subscriptions, k)));
}

export async function countAllSubscriptions(): Promise<number> {
  // Scan is acceptable: nightly metrics job, table holds < 5k rows thanks to the 48h TTL.
  // GSI TODO: a status-index would let us Query instead; not worth it at this size yet.
  const all = await scanAll<ActivitySubscription>(TABLES.subscriptions);
  return all.length;
}
