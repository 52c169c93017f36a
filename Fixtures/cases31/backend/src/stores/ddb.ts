import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? "nickline-";
export const FOLLOWS_TABLE = process.env.FOLLOWS_TABLE ?? `${prefix}match-follows`;
export const SUBSCRIPTIONS_TABLE = process.env.SUBSCRIPTIONS_TABLE ?? `${prefix}activity-subscriptions`;
export const DEVICES_TABLE = process.env.DEVICES_TABLE ?? `${prefix}devices`;
export const MATCHES_TABLE = process.env.MATCHES_TABLE ?? `${prefix}matches`;
export const REVIEWS_TABLE = process.env.REVIEWS_TABLE ?? `${prefix}video-reviews`;
export const TOURNAMENTS_TABLE = process.env.TOURNAMENTS_TABLE ?? `${prefix}tournaments`;

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
