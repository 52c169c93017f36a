import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, ddb, nowSeconds, tables } from '../lib/ddb.js';
import { logger } from '../lib/logger.js';
import type { ActivitySubscription } from '../schemas/follow.schema.js';

const SUBSCRIPTION_TTL_SECONDS = 12 * 60 * 60;

export async function registerSubscription(gameId: string, token: string, userId: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tables.subscriptions,
      Item: { gameId, token, userId, registeredAt: nowSeconds(), ttl: nowSeconds() + SUBSCRIPTION_TTL_SECONDS },
    }),
  );
}

/** Token rotation: drop the old token and store the new one under the same user. */
export async function replaceToken(gameId: string, oldToken: string, newToken: string): Promise<void> {
  const previous = await ddb.send(new GetCommand({ TableName: tables.subscriptions, Key: { gameId, token: oldToken } }));
  const owner = (previous.Item as ActivitySubscription | undefined)?.userId ?? 'unknown';
  await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { gameId, token: oldToken } }));
  await ddb.send(
    new PutCommand({
      TableName: tables.subscriptions,
      Item: { gameId, token: newToken, userId: owner, registeredAt: nowSeconds(), ttl: nowSeconds() + SUBSCRIPTION_TTL_SECONDS },
    }),
  );
}

export async function listSubscriptions(gameId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: 'gameId = :g',
      ExpressionAttributeValues: { ':g': gameId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(gameId: string, userId: string): Promise<number> {
  const mine = (await listSubscriptions(gameId)).filter((s) => s.userId === userId);
  await Promise.all(
    mine.map((s) => ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { gameId, token: s.token } }))),
  );
  return mine.length;
}

/** Deletes every subscription for a finished game, 25 at a time (the BatchWriteItem limit). */
export async function removeAllSubscriptionsForGame(gameId: string): Promise<void> {
  const all = await listSubscriptions(gameId);
  for (const batch of chunk(all, 25)) {
    let pending: Record<string, unknown>[] | undefined = batch.map((s) => ({
      DeleteRequest: { Key: { gameId, token: s.token } },
    }));
    let attempt = 0;
    while (pending && pending.length > 0) {
      const res = await ddb.send(new BatchWriteCommand({ RequestItems: { [tables.subscriptions]: pending } }));
      pending = res.UnprocessedItems?.[tables.subscriptions] as Record<string, unknown>[] | undefined;
      if (pending?.length) await new Promise((r) => setTimeout(r, 2 ** attempt++ * 100));
    }
  }
}

export async function exportAllSubscriptions(): Promise<ActivitySubscription[]> {
  // umpire:disable-next-line unjustified-scan -- ops export run by hand a few times a season; no index fits a full dump
  const dump = await ddb.send(new ScanCommand({ TableName: tables.subscriptions }));
  return (dump.Items ?? []) as ActivitySubscription[];
}

/** Removes a token APNs answered 410 Gone for. */
export async function removeStaleToken(gameId: string, token: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { gameId, token } }));
}

export async function sweepOrphans(): Promise<number> {
  // Scan is acceptable here: this runs from a nightly job, the table holds only tonight's
  // subscriptions (TTL clears the rest), and a gameId GSI would not help a full sweep.
  const res = await ddb.send(new ScanCommand({ TableName: tables.subscriptions, ProjectionExpression: 'gameId, #t', ExpressionAttributeNames: { '#t': 'token' } }));
  logger.info({ count: res.Count }, 'orphan sweep scanned subscriptions');
  return res.Count ?? 0;
}
