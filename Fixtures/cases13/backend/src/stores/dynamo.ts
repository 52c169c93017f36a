import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
} from "@aws-sdk/lib-dynamodb";

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? "cricket-";

export const Tables = {
  follows: `${prefix}match-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  pushTokens: `${prefix}push-tokens`,
  fixtures: `${prefix}fixtures`,
} as const;

export async function getItem<T>(table: string, key: Record<string, string>): Promise<T | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: table, Key: key }));
  return res.Item as T | undefined;
}

export async function putItem(table: string, item: Record<string, unknown>): Promise<void> {
  await ddb.send(new PutCommand({ TableName: table, Item: item }));
}

export async function deleteItem(table: string, key: Record<string, string>): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: table, Key: key }));
}

export async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    items.push(...((page.Items ?? []) as T[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
