import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type PutCommandInput,
} from "@aws-sdk/lib-dynamodb";

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? "shotclock-";

export const tables = {
  games: `${prefix}games`,
  follows: `${prefix}follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  pushTokens: `${prefix}push-tokens`,
  teams: `${prefix}teams`,
} as const;

export async function getItem<T>(table: string, key: Record<string, string>): Promise<T | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: table, Key: key }));
  return out.Item as T | undefined;
}

export async function putItem(table: string, item: Record<string, unknown>, extra: Partial<PutCommandInput> = {}) {
  await ddb.send(new PutCommand({ TableName: table, Item: item, ...extra }));
}

export async function updateItem(table: string, key: Record<string, string>, set: Record<string, unknown>) {
  const names = Object.keys(set);
  await ddb.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(", ")}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n) => [`:${n}`, set[n]])),
    }),
  );
}

export async function deleteItem(table: string, key: Record<string, string>) {
  await ddb.send(new DeleteCommand({ TableName: table, Key: key }));
}
