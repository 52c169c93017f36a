import { DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { batchDelete } from '../lib/batch.js';
import { ddb, tables } from '../lib/dynamo.js';
import { logger } from '../lib/logger.js';
import { HOUR_SECONDS, hoursFrom, nowSeconds } from '../lib/time.js';
import type { Match } from '../schemas/match.js';
import { ActivitySubscriptionSchema, type ActivitySubscription } from '../schemas/follow.js';

export async function registerSubscription(matchId: string, userId: string, pushToken: string, previousToken?: string): Promise<void> {
  if (previousToken && previousToken !== pushToken) {
    await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, pushToken: previousToken } }));
  }
  await ddb.send(
    new PutCommand({
      TableName: tables.subscriptions,
      Item: { matchId, userId, pushToken, registeredAt: nowSeconds(), ttl: hoursFrom(nowSeconds(), 24) },
    }),
  );
}

export async function registerPushToStart(userId: string, match: Match, token: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tables.subscriptions,
      Item: { matchId: match.matchId, userId, pushToken: token, registeredAt: nowSeconds(), ttl: match.startTime + 24 * HOUR_SECONDS },
    }),
  );
}

export async function subscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: 'matchId = :matchId',
      ExpressionAttributeValues: { ':matchId': matchId },
    }),
  );
  return (result.Items ?? []).map((item) => ActivitySubscriptionSchema.parse(item));
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const subscriptions = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    subscriptions.map((s) =>
      ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, pushToken: s.pushToken } })),
    ),
  );
  return subscriptions.length;
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subscriptions = await subscriptionsForMatch(matchId);
  await batchDelete(
    tables.subscriptions,
    subscriptions.map((s) => ({ matchId, pushToken: s.pushToken })),
  );
}

export async function removeStaleToken(pushToken: string): Promise<void> {
  const result = await ddb.send(
    new ScanCommand({
      TableName: tables.subscriptions,
      FilterExpression: 'pushToken = :token',
      ExpressionAttributeValues: { ':token': pushToken },
    }),
  );
  for (const item of result.Items ?? []) {
    await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId: item.matchId, pushToken } }));
  }
  logger.info('removed stale token', { count: result.Items?.length ?? 0 });
}
