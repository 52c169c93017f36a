import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, QueryCommand } from "@aws-sdk/lib-dynamodb";

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const TABLE = process.env.FIXTURES_TABLE ?? "cricket-fixtures";

export interface FixtureGroup {
  title: string;
  matches: unknown[];
}

export async function listFixtureGroups(q: { from?: Date; season?: number }): Promise<FixtureGroup[]> {
  const out = await doc.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: "bySeason",
      KeyConditionExpression: "season = :s",
      ExpressionAttributeValues: { ":s": q.season ?? (q.from ?? new Date()).getUTCFullYear() },
    }),
  );
  return (out.Items ?? []) as FixtureGroup[];
}
