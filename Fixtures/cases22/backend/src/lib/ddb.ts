import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const client = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'ap-southeast-2' });

export const ddb = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

export const Tables = {
  matches: process.env.MATCHES_TABLE ?? 'centrepass-matches',
  follows: process.env.MATCH_FOLLOWS_TABLE ?? 'centrepass-match-follows',
  subscriptions: process.env.ACTIVITY_SUBSCRIPTIONS_TABLE ?? 'centrepass-activity-subscriptions',
  ladder: process.env.LADDER_TABLE ?? 'centrepass-ladder',
  devices: process.env.DEVICES_TABLE ?? 'centrepass-devices',
} as const;

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
