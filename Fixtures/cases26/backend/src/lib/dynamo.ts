import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? 'kabaddi-';

export const tables = {
  matches: `${prefix}matches`,
  follows: `${prefix}match-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  devices: `${prefix}devices`,
  standings: `${prefix}standings`,
  playerStats: `${prefix}player-stats`,
} as const;
