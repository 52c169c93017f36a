import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ddb } from "./dynamo.js";

const BATCH_LIMIT = 25;

export async function batchDeleteKeys(table: string, keys: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH_LIMIT) {
    let pending = keys.slice(i, i + BATCH_LIMIT).map((Key) => ({ DeleteRequest: { Key } }));
    let attempt = 0;
    while (pending.length > 0) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as typeof pending;
      if (pending.length > 0) {
        attempt += 1;
        await new Promise((r) => setTimeout(r, Math.min(2 ** attempt * 50, 2000)));
      }
    }
  }
}
