import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { logger } from "./logger";

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

/** bullpen-sandbox- in the sandbox stage, bullpen- in production. */
const TABLE_PREFIX = process.env.TABLE_PREFIX ?? "bullpen-";

export function tableName(suffix: "games" | "follows" | "activity-subscriptions" | "standings" | "push-to-start"): string {
  return `${TABLE_PREFIX}${suffix}`;
}

export const nowEpoch = (): number => Math.floor(Date.now() / 1000);

const BATCH_LIMIT = 25;

/**
 * Deletes keys in BatchWriteItem chunks of 25, retrying unprocessed items with
 * exponential backoff so a big fan-out cannot exhaust table throughput.
 */
export async function batchDelete(table: string, keys: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH_LIMIT) {
    let pending = keys.slice(i, i + BATCH_LIMIT).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const result = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (result.UnprocessedItems?.[table] ?? []) as typeof pending;
      if (pending.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
    }
    if (pending.length > 0) {
      logger.warn("batchDelete gave up on unprocessed items", { table, count: pending.length });
    }
  }
}

export async function batchPut(table: string, items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_LIMIT) {
    const chunk = items.slice(i, i + BATCH_LIMIT).map((Item) => ({ PutRequest: { Item } }));
    await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: chunk } }));
  }
}
