import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const raw = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'eu-west-1' });

export const ddb = DynamoDBDocumentClient.from(raw, {
  marshallOptions: { removeUndefinedValues: true },
});

export const TABLES = {
  matches: process.env.MATCHES_TABLE ?? 'edgeball-matches',
  follows: process.env.FOLLOWS_TABLE ?? 'edgeball-match-follows',
  subscriptions: process.env.SUBSCRIPTIONS_TABLE ?? 'edgeball-activity-subscriptions',
  rankings: process.env.RANKINGS_TABLE ?? 'edgeball-rankings',
  devices: process.env.DEVICES_TABLE ?? 'edgeball-devices',
} as const;

export const HOUR_SECONDS = 60 * 60;

export function epochSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}
