import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

const stage = process.env.CREASE_STAGE === "sandbox" ? "cricket-sandbox-" : "cricket-";

export const tables = {
  follows: `${stage}match-follows`,
  subscriptions: `${stage}activity-subscriptions`,
} as const;

export const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
