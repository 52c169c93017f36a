import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { chunks, sleep } from "../lib/http.js";

export const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = () => process.env.TABLE_PREFIX ?? "deuce-";

export const tables = {
  follows: () => `${prefix()}match-follows`,
  subscriptions: () => `${prefix()}activity-subscriptions`,
  rankings: () => `${prefix()}rankings`,
  tournaments: () => `${prefix()}tournaments`,
  orderOfPlay: () => `${prefix()}order-of-play`,
};

/** Deletes in BatchWrite chunks of 25 with exponential backoff on unprocessed items. */
export async function batchDeleteByKeys(table: string, keys: Record<string, unknown>[]): Promise<void> {
  for (const chunk of chunks(keys, 25)) {
    let pending: Record<string, any[]> = { [table]: chunk.map((Key) => ({ DeleteRequest: { Key } })) };
    for (let attempt = 0; attempt < 5 && Object.keys(pending).length > 0; attempt++) {
      const res = await doc.send(new BatchWriteCommand({ RequestItems: pending }));
      pending = (res.UnprocessedItems ?? {}) as Record<string, any[]>;
      if (Object.keys(pending).length > 0) await sleep(2 ** attempt * 100);
    }
  }
}
