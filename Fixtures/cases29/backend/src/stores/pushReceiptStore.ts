import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { doc, TABLES, toEpochSeconds } from './ddb.js';
import type { RawGame } from '../schemas/game.js';

const RECEIPT_RETENTION_SECONDS = 3 * 24 * 60 * 60;

export async function recordReceipt(game: RawGame, apnsId: string, status: number): Promise<void> {
  const startEpoch = toEpochSeconds(game.startsAt);
  const expireAt = startEpoch + RECEIPT_RETENTION_SECONDS;
  await doc.send(new PutCommand({ TableName: TABLES.receipts, Item: { gameId: game.gameId, apnsId, status, expireAt } }));
}

export async function failedReceiptsSince(epoch: number): Promise<Record<string, unknown>[]> {
  // umpire-disable-next-line unjustified-scan -- ops-only report run by hand after a slam weekend; table is TTL-trimmed to three days
  const result = await doc.send(new ScanCommand({
    TableName: TABLES.receipts,
    FilterExpression: '#s >= :bad AND sentAt > :since',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':bad': 400, ':since': epoch },
  }));
  return result.Items ?? [];
}
