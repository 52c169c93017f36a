import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { logger } from '../logger';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export async function getItem<T>(table: string, key: Record<string, unknown>): Promise<T | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: table, Key: key }));
  return out.Item as T | undefined;
}

export async function putItem(table: string, item: Record<string, unknown>, condition?: string): Promise<void> {
  await ddb.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: condition }));
}

export async function deleteItem(table: string, key: Record<string, unknown>): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: table, Key: key }));
}

export async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

// Scan wrapper for the few small reference tables (standings: ~20 rows per league).
// Each caller must say why a Scan is acceptable where it calls this.
export async function scanAll<T>(table: string): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deletes in chunks of 25 (BatchWriteItem limit) with exponential backoff on unprocessed items. */
export async function batchDeleteKeys(table: string, keys: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
      if (requests.length > 0) await sleep(2 ** attempt * 100);
    }
    if (requests.length > 0) logger.warn('batchDeleteKeys gave up', { table, remaining: requests.length });
  }
}

export async function batchPutItems(table: string, items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    const chunk = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: chunk } }));
  }
}
