import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { config } from "../config";

const client = new DynamoDBClient({});

export const docClient = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tables = {
  races: `${config.tablePrefix}races`,
  stages: `${config.tablePrefix}stages`,
  stageResults: `${config.tablePrefix}stage-results`,
  liveSnapshots: `${config.tablePrefix}live-snapshots`,
  follows: `${config.tablePrefix}race-follows`,
  teamFollows: `${config.tablePrefix}team-follows`,
  activitySubscriptions: `${config.tablePrefix}activity-subscriptions`,
  pushToStartTokens: `${config.tablePrefix}push-to-start-tokens`,
  devices: `${config.tablePrefix}devices`,
} as const;

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === "ConditionalCheckFailedException";
}
