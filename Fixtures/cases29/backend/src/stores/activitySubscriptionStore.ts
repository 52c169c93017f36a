import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { doc, nowEpochSeconds, TABLES } from './ddb.js';
import { logger } from '../lib/logger.js';

const SUBSCRIPTION_TTL_SECONDS = 48 * 60 * 60;
const BATCH_LIMIT = 25;

export interface ActivitySubscription {
  gameId: string;
  token: string;
  userId: string;
  ttl: number;
}

export async function putSubscription(gameId: string, userId: string, token: string): Promise<void> {
  await doc.send(new PutCommand({
    TableName: TABLES.subscriptions,
    Item: { gameId, token, userId, ttl: nowEpochSeconds() + SUBSCRIPTION_TTL_SECONDS },
  }));
}

export async function rotateSubscriptionToken(gameId: string, oldToken: string, newToken: string): Promise<void> {
  const existing = await doc.send(new GetCommand({ TableName: TABLES.subscriptions, Key: { gameId, token: oldToken } }));
  if (!existing.Item) return;
  await doc.send(new PutCommand({ TableName: TABLES.subscriptions, Item: { ...existing.Item, token: newToken } }));
  await doc.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { gameId, token: oldToken } }));
}

export async function listSubscriptionsForGame(gameId: string): Promise<ActivitySubscription[]> {
  const result = await doc.send(new QueryCommand({
    TableName: TABLES.subscriptions,
    KeyConditionExpression: 'gameId = :g',
    ExpressionAttributeValues: { ':g': gameId },
  }));
  return (result.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(gameId: string, userId: string): Promise<void> {
  const subs = (await listSubscriptionsForGame(gameId)).filter((s) => s.userId === userId);
  // loop over the subscriptions and delete each one
  await Promise.all(
    subs.map((s) => doc.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { gameId, token: s.token } }))),
  );
}

export async function removeAllSubscriptionsForGame(gameId: string): Promise<void> {
  const subs = await listSubscriptionsForGame(gameId);
  // BatchWriteItem takes at most 25 requests; anything unprocessed is retried with backoff.
  for (let i = 0; i < subs.length; i += BATCH_LIMIT) {
    const chunk = subs.slice(i, i + BATCH_LIMIT);
    await writeWithBackoff(chunk.map((s) => ({ DeleteRequest: { Key: { gameId, token: s.token } } })));
  }
}

async function writeWithBackoff(requests: Record<string, unknown>[], attempt = 0): Promise<void> {
  const result = await doc.send(new BatchWriteCommand({ RequestItems: { [TABLES.subscriptions]: requests } }));
  const unprocessed = result.UnprocessedItems?.[TABLES.subscriptions] ?? [];
  if (unprocessed.length === 0) return;
  if (attempt >= 5) {
    logger.error('giving up on unprocessed subscription deletes', { count: unprocessed.length });
    return;
  }
  await new Promise((r) => setTimeout(r, 2 ** attempt * 100));
  await writeWithBackoff(unprocessed as Record<string, unknown>[], attempt + 1);
}

export async function removeDeadTokens(gameId: string, tokens: string[]): Promise<void> {
  // APNs answered 410 for these; a dead token never comes back, so drop it now.
  await Promise.all(tokens.map((token) => doc.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { gameId, token } }))));
}
