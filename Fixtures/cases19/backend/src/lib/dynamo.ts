import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const TABLES = {
  matches: process.env.MATCHES_TABLE ?? 'baulk-matches',
  follows: process.env.MATCH_FOLLOWS_TABLE ?? 'baulk-match-follows',
  subscriptions: process.env.ACTIVITY_SUBSCRIPTIONS_TABLE ?? 'baulk-activity-subscriptions',
  rankings: process.env.RANKINGS_TABLE ?? 'baulk-rankings',
  devices: process.env.DEVICES_TABLE ?? 'baulk-devices',
} as const;

export const nowEpochSeconds = (): number => Math.floor(Date.now() / 1000);
