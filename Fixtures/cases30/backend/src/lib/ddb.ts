import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const client = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'us-east-1' });

export const ddb = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? 'crease-';

export const tables = {
  games: `${prefix}games`,
  follows: `${prefix}game-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  devices: `${prefix}devices`,
  leagues: `${prefix}leagues`,
  teams: `${prefix}teams`,
  penalties: `${prefix}penalty-log`,
  faceoffs: `${prefix}faceoff-stats`,
} as const;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
