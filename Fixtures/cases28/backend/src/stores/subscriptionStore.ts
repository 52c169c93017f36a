import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, withBackoff } from '../lib/chunk.js';
import { ddb, epochSeconds, HOUR_SECONDS, TABLES } from '../lib/dynamo.js';
import { log } from '../lib/logger.js';
import type { ActivitySubscription } from '../schemas/follow.schema.js';

export async function listSubscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function registerToken(sub: ActivitySubscription, previousToken: string | null): Promise<void> {
  if (previousToken && previousToken !== sub.pushToken) {
    await ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId: sub.matchId, pushToken: previousToken } }));
  }
  await ddb.send(new PutCommand({ TableName: TABLES.subscriptions, Item: sub }));
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const subs = await listSubscriptionsForMatch(matchId);
  const mine = subs.filter((s) => s.userId === userId);
  await Promise.all(
    mine.map((s) =>
      ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId, pushToken: s.pushToken } })),
    ),
  );
  return mine.length;
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await listSubscriptionsForMatch(matchId);
  for (const batch of chunk(subs, 25)) {
    await withBackoff(() =>
      ddb.send(
        new BatchWriteCommand({
          RequestItems: {
            [TABLES.subscriptions]: batch.map((s) => ({ DeleteRequest: { Key: { matchId, pushToken: s.pushToken } } })),
          },
        }),
      ),
    );
  }
}

export async function loadSubscriptionsForMatches(matchIds: string[]): Promise<ActivitySubscription[][]> {
  return Promise.all(matchIds.map((id) => listSubscriptionsForMatch(id)));
}

export async function findOrphanedSubscriptions(): Promise<ActivitySubscription[]> {
  const cutoff = epochSeconds() - 12 * HOUR_SECONDS;
  const swept = await ddb.send(
    new ScanCommand({
      TableName: TABLES.subscriptions,
      FilterExpression: 'registeredAtEpoch < :c',
      ExpressionAttributeValues: { ':c': cutoff },
    }),
  );
  log.info('orphan sweep', { found: swept.Count ?? 0 });
  return (swept.Items ?? []) as ActivitySubscription[];
}

export async function touchSubscriptions(subs: ActivitySubscription[], ttlFromEnd: number): Promise<void> {
  const writes = subs.map((s) => ddb.send(new PutCommand({ TableName: TABLES.subscriptions, Item: { ...s, ttl: ttlFromEnd } })));
  await Promise.all(writes);
}
