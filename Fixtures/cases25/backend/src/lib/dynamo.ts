import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const prefix = process.env.TABLE_PREFIX ?? 'handball-';

export const tables = {
  matches: `${prefix}matches`,
  follows: `${prefix}match-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  devices: `${prefix}devices`,
  standings: `${prefix}standings`,
} as const;

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
