import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, ddb, sleep, Tables } from '../lib/ddb';
import { logger } from '../lib/logger';
import { HOUR_SECONDS, toEpochSeconds } from '../lib/time';
import type { ActivitySubscription } from '../schemas/follow.schema';

export async function saveSubscription(sub: Omit<ActivitySubscription, 'ttl'>, matchEndIso: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: Tables.subscriptions,
      Item: { ...sub, ttl: toEpochSeconds(matchEndIso) + 48 * HOUR_SECONDS },
    }),
  );
}

export async function replaceToken(matchId: string, oldToken: string, sub: Omit<ActivitySubscription, 'ttl'>, matchEndIso: string) {
  await ddb.send(new DeleteCommand({ TableName: Tables.subscriptions, Key: { matchId, token: oldToken } }));
  await saveSubscription(sub, matchEndIso);
}

export async function subscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: Tables.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (result.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    subs.map((s) => ddb.send(new DeleteCommand({ TableName: Tables.subscriptions, Key: { matchId, token: s.token } }))),
  );
  return subs.length;
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await subscriptionsForMatch(matchId);
  for (const batch of chunk(subs, 25)) {
    let requests = batch.map((s) => ({ DeleteRequest: { Key: { matchId, token: s.token } } }));
    for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [Tables.subscriptions]: requests } }));
      requests = (out.UnprocessedItems?.[Tables.subscriptions] ?? []) as typeof requests;
      if (requests.length > 0) await sleep(2 ** attempt * 100);
    }
  }
}

export async function findStaleTokens(olderThanEpoch: number): Promise<ActivitySubscription[]> {
  const result = await ddb.send(
    new ScanCommand({
      TableName: Tables.subscriptions,
      FilterExpression: 'registeredAt < :cutoff',
      ExpressionAttributeValues: { ':cutoff': olderThanEpoch },
    }),
  );
  logger.info('stale token scan', { count: result.Count });
  return (result.Items ?? []) as ActivitySubscription[];
}
