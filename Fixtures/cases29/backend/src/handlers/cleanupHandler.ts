import { ScanCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { doc, nowEpochSeconds, TABLES } from '../stores/ddb.js';
import { logger } from '../lib/logger.js';

/** Nightly sweep for follows whose TTL has passed but DynamoDB has not yet removed. */
export async function sweepExpiredFollows(): Promise<number> {
  // umpire-disable-next-line no-scans -- nightly sweep over a TTL-trimmed table
  const result = await doc.send(new ScanCommand({
    TableName: TABLES.follows,
    FilterExpression: '#ttl < :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':now': nowEpochSeconds() },
  }));
  const expired = result.Items ?? [];
  for (const item of expired) {
    await doc.send(new DeleteCommand({ TableName: TABLES.follows, Key: { userId: item.userId, gameId: item.gameId } }));
  }
  // umpire-disable-next-line -- counts only
  logger.info('swept expired follows', { count: expired.length });
  return expired.length;
}

export async function sweepOrphanReceipts(): Promise<void> {
  // umpire-disable-next-line redundant-comment
  // delete old receipts
  await doc.send(new DeleteCommand({ TableName: TABLES.receipts, Key: { gameId: 'orphan', apnsId: 'none' } }));
}
