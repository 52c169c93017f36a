import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { logger } from '../logger';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tables = {
  matches: `${config.tablePrefix}matches`,
  follows: `${config.tablePrefix}match-follows`,
  subscriptions: `${config.tablePrefix}activity-subscriptions`,
  deviceTokens: `${config.tablePrefix}device-tokens`,
};

// BatchWriteItem accepts at most 25 requests per call.
const BATCH_LIMIT = 25;
const MAX_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const toEpochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export const HOUR_SECONDS = 60 * 60;

export async function queryAll<T>(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function writeChunk(table: string, requests: Record<string, unknown>[]): Promise<void> {
  let pending = requests;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) {
      throw new Error(`BatchWrite to ${table} left ${pending.length} unprocessed items`);
    }
    const result = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = (result.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    if (pending.length > 0) {
      // Exponential backoff with jitter; unprocessed items mean the table is throttling us.
      await sleep(2 ** attempt * 50 + Math.random() * 50);
    }
  }
}

export async function batchDeleteByPartitionKey(
  table: string,
  partitionKey: string,
  partitionValue: string,
  sortKey: string,
): Promise<number> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: table,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
    ExpressionAttributeValues: { ':pk': partitionValue },
    ProjectionExpression: '#pk, #sk',
  });

  for (let i = 0; i < items.length; i += BATCH_LIMIT) {
    const chunk = items.slice(i, i + BATCH_LIMIT).map((item) => ({
      DeleteRequest: { Key: { [partitionKey]: item[partitionKey], [sortKey]: item[sortKey] } },
    }));
    await writeChunk(table, chunk);
  }

  logger.info('Batch delete finished', { table, partitionValue, deleted: items.length });
  return items.length;
}
