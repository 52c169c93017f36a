import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { docClient } from "./dynamo";
import { logger } from "./logger";

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size <= 0) {
    throw new Error(`chunk size must be positive, got ${size}`);
  }
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// BatchWriteItem takes at most 25 requests per call.
const BATCH_LIMIT = 25;
const MAX_ATTEMPTS = 5;

type Key = Record<string, string | number>;

export async function batchDeleteByKeys(tableName: string, keys: readonly Key[]): Promise<void> {
  for (const group of chunk(keys, BATCH_LIMIT)) {
    let pending = group.map((key) => ({ DeleteRequest: { Key: key } }));
    for (let attempt = 1; pending.length > 0; attempt++) {
      const result = await docClient.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
      );
      const unprocessed = result.UnprocessedItems?.[tableName] ?? [];
      if (unprocessed.length === 0) {
        break;
      }
      if (attempt >= MAX_ATTEMPTS) {
        logger.warn("batch delete gave up with unprocessed items", { tableName, left: unprocessed.length });
        break;
      }
      pending = unprocessed as typeof pending;
      await sleep(2 ** attempt * 50);
    }
  }
}

export async function batchPut<T extends Record<string, unknown>>(tableName: string, items: readonly T[]): Promise<void> {
  for (const group of chunk(items, BATCH_LIMIT)) {
    let pending = group.map((item) => ({ PutRequest: { Item: item } }));
    for (let attempt = 1; pending.length > 0 && attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await docClient.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      if (pending.length > 0) {
        await sleep(2 ** attempt * 50);
      }
    }
  }
}
