import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

const client = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'eu-west-1' });

export const ddb = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

export const TABLES = {
  follows: process.env.MATCH_FOLLOWS_TABLE ?? 'breakpoint-match-follows',
  subscriptions: process.env.ACTIVITY_SUBSCRIPTIONS_TABLE ?? 'breakpoint-activity-subscriptions',
  matches: process.env.MATCHES_TABLE ?? 'breakpoint-matches',
  tournaments: process.env.TOURNAMENTS_TABLE ?? 'breakpoint-tournaments',
  pushToStart: process.env.PUSH_TO_START_TABLE ?? 'breakpoint-push-to-start-tokens',
} as const;

/** Thin wrappers so stores read the same way. */
export async function getItem<T>(table: string, key: Record<string, unknown>): Promise<T | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: table, Key: key }));
  return res.Item as T | undefined;
}

export async function putItem(table: string, item: Record<string, unknown>): Promise<void> {
  await ddb.send(new PutCommand({ TableName: table, Item: item }));
}
