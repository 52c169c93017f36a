import { QueryCommand, ScanCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import { deleteItem, putItem, batchDelete } from './ddbHelpers';
import { logger } from '../logger';

const SUBS = tableName('activity-subscriptions');

export async function subscriptionsForGame(gameId: string) {
  const res = await ddb.send(new QueryCommand({
    TableName: SUBS,
    KeyConditionExpression: 'gameId = :g',
    ExpressionAttributeValues: { ':g': gameId },
  }));
  return res.Items ?? [];
}

export async function removeSubscriptionsForUser(gameId: string, userId: string) {
  const subs = (await subscriptionsForGame(gameId)).filter((s) => s.userId === userId);
  await Promise.all(subs.map((s) => deleteItem(SUBS, { gameId, token: s.token })));
}

export async function removeAllSubscriptionsForGame(gameId: string) {
  const subs = await subscriptionsForGame(gameId);
  await batchDelete(SUBS, subs.map((s) => ({ gameId, token: s.token })));
}

export async function rotateToken(gameId: string, userId: string, oldToken: string, newToken: string) {
  await deleteItem(SUBS, { gameId, token: oldToken });
  await putItem(SUBS, { gameId, token: newToken, userId });
}

export async function refreshSubscriptions(gameId: string, tokens: string[], userId: string) {
  const writes = tokens.map(async (token) => {
    await putItem(SUBS, { gameId, token, userId, refreshedAt: Date.now() });
  });
  await Promise.all(writes);
}

export async function loadSubscriptions(gameIds: string[]) {
  return Promise.all(gameIds.map((g) => ddb.send(new GetCommand({ TableName: SUBS, Key: { gameId: g, token: 'meta' } }))));
}

export async function allSubscriptionsForUser(userId: string) {
  const res = await ddb.send(new ScanCommand({
    TableName: SUBS,
    FilterExpression: 'userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  }));
  return res.Items ?? [];
}

export async function staleSubscriptions(cutoff: number) {
  // Scan is acceptable: runs once a night from the janitor job and the table stays under a few
  // thousand rows. TODO(GSI): add refreshedAt-index if the janitor ever runs more than daily.
  const stale = await ddb.send(new ScanCommand({
    TableName: SUBS,
    FilterExpression: 'refreshedAt < :c',
    ExpressionAttributeValues: { ':c': cutoff },
  }));
  logger.info({ count: stale.Count }, 'stale subscription scan');
  return stale.Items ?? [];
}
