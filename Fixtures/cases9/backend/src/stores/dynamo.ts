import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const prefix = process.env.TABLE_PREFIX ?? 'fairway-';

export const FOLLOWS_TABLE = process.env.FOLLOWS_TABLE ?? `${prefix}tournament-follows`;
export const SUBSCRIPTIONS_TABLE = process.env.SUBSCRIPTIONS_TABLE ?? `${prefix}activity-subscriptions`;
export const TOURNAMENTS_TABLE = process.env.TOURNAMENTS_TABLE ?? `${prefix}tournaments`;
export const SCORES_TABLE = process.env.SCORES_TABLE ?? `${prefix}hole-scores`;
export const DEVICES_TABLE = process.env.DEVICES_TABLE ?? `${prefix}devices`;
export const TEE_TIMES_TABLE = process.env.TEE_TIMES_TABLE ?? `${prefix}tee-times`;

export const HOUR_SECONDS = 60 * 60;
export const toEpochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);
