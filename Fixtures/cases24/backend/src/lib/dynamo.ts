import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tables = {
  matches: process.env.MATCHES_TABLE ?? 'puckout-matches',
  follows: process.env.FOLLOWS_TABLE ?? 'puckout-match-follows',
  subscriptions: process.env.SUBSCRIPTIONS_TABLE ?? 'puckout-activity-subscriptions',
  devices: process.env.DEVICES_TABLE ?? 'puckout-devices',
  standings: process.env.STANDINGS_TABLE ?? 'puckout-standings',
};
