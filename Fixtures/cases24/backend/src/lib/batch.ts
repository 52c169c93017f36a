import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './dynamo.js';
import { logger } from './logger.js';

const BATCH_LIMIT = 25;

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

export async function batchDelete(tableName: string, keys: Record<string, string>[]): Promise<void> {
  for (const group of chunk(keys, BATCH_LIMIT)) {
    let pending = group.map((Key) => ({ DeleteRequest: { Key } }));
    let attempt = 0;
    while (pending.length > 0) {
      const result = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      if (pending.length > 0) {
        attempt += 1;
        logger.warn('batchDelete retrying unprocessed items', { tableName, attempt, remaining: pending.length });
        await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 50));
      }
    }
  }
}
