import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing env ${name}`);
  return value;
};

export const TABLES = {
  games: required('GAMES_TABLE'),
  follows: required('GAME_FOLLOWS_TABLE'),
  subscriptions: required('ACTIVITY_SUBSCRIPTIONS_TABLE'),
  rinks: required('RINK_DIRECTORY_TABLE'),
  standings: required('STANDINGS_TABLE'),
  devices: required('DEVICES_TABLE'),
  receipts: required('PUSH_RECEIPTS_TABLE'),
  events: required('EVENTS_TABLE'),
} as const;

export const toEpochSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);
export const nowEpochSeconds = (): number => Math.floor(Date.now() / 1000);
