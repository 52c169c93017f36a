import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

const client = new DynamoDBClient({ region: process.env.AWS_REGION });

export const ddb = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? "faceoff-";

export const tables = {
  games: `${prefix}games`,
  follows: `${prefix}game-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  devices: `${prefix}device-tokens`,
} as const;

const BATCH_LIMIT = 25; // BatchWriteItem takes at most 25 requests per call
const MAX_ATTEMPTS = 6;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type DeleteRequest = { DeleteRequest: { Key: Record<string, unknown> } };

export async function batchDelete(table: string, keys: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH_LIMIT) {
    let pending: DeleteRequest[] = keys
      .slice(start, start + BATCH_LIMIT)
      .map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0 && attempt < MAX_ATTEMPTS; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as DeleteRequest[];
      if (pending.length > 0) {
        await sleep(50 * 2 ** attempt);
      }
    }
    if (pending.length > 0) {
      throw new Error(`batchDelete: ${pending.length} keys still unprocessed in ${table}`);
    }
  }
}
