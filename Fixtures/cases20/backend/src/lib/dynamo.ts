import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export const docClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? "furlong-";

export const Tables = {
  raceFollows: `${prefix}race-follows`,
  activitySubscriptions: `${prefix}activity-subscriptions`,
  meetings: `${prefix}meetings`,
  races: `${prefix}races`,
  pushTokens: `${prefix}push-to-start-tokens`,
} as const;

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
