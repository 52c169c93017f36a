import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? 'pitstop-';

export const Tables = {
  raceFollows: `${prefix}race-follows`,
  activitySubscriptions: `${prefix}activity-subscriptions`,
  devices: `${prefix}devices`,
  races: `${prefix}races`,
  pushLog: `${prefix}push-log`,
} as const;
