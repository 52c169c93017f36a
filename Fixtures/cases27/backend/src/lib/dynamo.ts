import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const prefix = process.env.TABLE_PREFIX ?? 'fivemetres-';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const TABLES = {
  matches: `${prefix}matches`,
  follows: `${prefix}match-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  devices: `${prefix}devices`,
  competitions: `${prefix}competitions`,
} as const;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
