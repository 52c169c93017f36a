import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, ddb, sleep, tables } from '../lib/dynamo.js';
import { logger } from '../lib/logger.js';
import { nowSeconds } from '../lib/time.js';

export interface SubscriptionRow {
  matchId: string;
  token: string;
  userId: string;
  createdAt: number;
  ttl: number;
}

export async function addSubscription(row: SubscriptionRow): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tables.subscriptions, Item: row }));
}

export async function replaceToken(matchId: string, userId: string, oldToken: string | null, newToken: string): Promise<void> {
  if (oldToken) {
    await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, token: oldToken } }));
  }
  await addSubscription({ matchId, token: newToken, userId, createdAt: nowSeconds(), ttl: nowSeconds() + 72 * 3600 });
}

export async function subscriptionsForMatch(matchId: string): Promise<SubscriptionRow[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (res.Items ?? []) as SubscriptionRow[];
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const rows = (await subscriptionsForMatch(matchId)).filter((r) => r.userId === userId);
  await Promise.all(
    rows.map((r) => ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, token: r.token } }))),
  );
  return rows.length;
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const rows = await subscriptionsForMatch(matchId);
  for (const batch of chunk(rows, 25)) {
    let pending = batch.map((r) => ({ DeleteRequest: { Key: { matchId, token: r.token } } }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const res = await ddb.send(new BatchWriteCommand({ RequestItems: { [tables.subscriptions]: pending } }));
      pending = (res.UnprocessedItems?.[tables.subscriptions] ?? []) as typeof pending;
      if (pending.length) await sleep(2 ** attempt * 100);
    }
  }
}

export async function markTokensSeen(rows: SubscriptionRow[]): Promise<void> {
  const stamped = rows.map((r) => ({ ...r, lastSeen: nowSeconds() }));
  for (const row of stamped) {
    await ddb.send(new PutCommand({ TableName: tables.subscriptions, Item: row }));
  }
}

export async function allActiveTokens(): Promise<SubscriptionRow[]> {
  const res = await ddb.send(new ScanCommand({ TableName: tables.subscriptions }));
  return (res.Items ?? []) as SubscriptionRow[];
}

export async function tokensForUser(userId: string): Promise<SubscriptionRow[]> {
  // Scan is acceptable here: only the nightly cleanup job calls this and the
  // table stays under a few thousand rows because of the 72h TTL.
  // TODO: add a userId GSI (byUser) once per-user device lists ship.
  const scanned = await ddb.send(
    new ScanCommand({
      TableName: tables.subscriptions,
      FilterExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  logger.debug('scanned subscriptions for user', { userId, count: scanned.Count });
  return (scanned.Items ?? []) as SubscriptionRow[];
}
