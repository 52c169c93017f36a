import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { chunk, epochSeconds, withBackoff, HOUR_SECONDS } from '../lib/time.js';
import { logger } from '../lib/logger.js';

export interface ActivitySubscription {
  matchId: string;
  token: string;
  userId: string;
  frequentPushesEnabled: boolean | null;
  createdAt: number;
  ttl: number;
}

export async function subscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (result.Items ?? []) as ActivitySubscription[];
}

export async function registerToken(sub: Omit<ActivitySubscription, 'createdAt' | 'ttl'>, matchStartTime: number): Promise<void> {
  const existing = await subscriptionsForMatch(sub.matchId);
  const previous = existing.find((s) => s.userId === sub.userId && s.token !== sub.token);
  if (previous) {
    await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId: previous.matchId, token: previous.token } }));
  }
  await ddb.send(
    new PutCommand({
      TableName: tables.subscriptions,
      Item: { ...sub, createdAt: Date.now(), ttl: Math.floor(matchStartTime / 1000) + 12 * HOUR_SECONDS },
    }),
  );
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<void> {
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    subs.map((s) => ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, token: s.token } }))),
  );
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await subscriptionsForMatch(matchId);
  for (const batch of chunk(subs, 25)) {
    await withBackoff(() =>
      ddb.send(
        new BatchWriteCommand({
          RequestItems: {
            [tables.subscriptions]: batch.map((s) => ({ DeleteRequest: { Key: { matchId, token: s.token } } })),
          },
        }),
      ),
    );
  }
}

export async function removeStaleToken(matchId: string, token: string): Promise<void> {
  logger.info('removing stale activity token after 410', { matchId });
  await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, token } }));
}

export async function expiredSubscriptions(): Promise<ActivitySubscription[]> {
  // Scan is acceptable: nightly job, table holds only live-match tokens (a few thousand rows at most).
  // TODO: add a GSI on ttl bucket if the table grows past ~50k items.
  const result = await ddb.send(
    new ScanCommand({
      TableName: tables.subscriptions,
      FilterExpression: '#ttl < :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': epochSeconds() },
    }),
  );
  return (result.Items ?? []) as ActivitySubscription[];
}
