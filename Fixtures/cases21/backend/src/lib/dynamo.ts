import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { logger } from "./logger.js";

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? "behind-";

export const tables = {
  matches: `${prefix}matches`,
  follows: `${prefix}match-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  pushTokens: `${prefix}push-to-start-tokens`,
  ladder: `${prefix}ladder`,
  injuries: `${prefix}injuries`,
} as const;

const BATCH_LIMIT = 25;

export async function batchDeleteKeys(
  table: string,
  keys: Record<string, string>[],
  maxAttempts = 5,
): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH_LIMIT) {
    let pending = keys.slice(i, i + BATCH_LIMIT).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0 && attempt < maxAttempts; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as typeof pending;
      if (pending.length > 0) {
        await new Promise((r) => setTimeout(r, 2 ** attempt * 50));
      }
    }
    if (pending.length > 0) {
      logger.warn("batchDeleteKeys gave up", { table, remaining: pending.length });
    }
  }
}

export const nowEpochSeconds = (): number => Math.floor(Date.now() / 1000);
