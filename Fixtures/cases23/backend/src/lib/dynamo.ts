import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? "shortcorner-";

export const tables = {
  matches: process.env.MATCHES_TABLE ?? `${prefix}matches`,
  follows: process.env.FOLLOWS_TABLE ?? `${prefix}match-follows`,
  subscriptions: process.env.SUBSCRIPTIONS_TABLE ?? `${prefix}activity-subscriptions`,
  devices: process.env.DEVICES_TABLE ?? `${prefix}devices`,
  competitions: process.env.COMPETITIONS_TABLE ?? `${prefix}competitions`,
} as const;
