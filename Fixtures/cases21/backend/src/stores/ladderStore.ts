import { BatchWriteCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";
import type { LadderRow } from "../schemas/ladder.js";

export async function ladderFor(competition: string): Promise<LadderRow[]> {
  // Query by competition: the partition key already groups a season's ladder rows.
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.ladder,
      KeyConditionExpression: "competition = :c",
      ExpressionAttributeValues: { ":c": competition },
    }),
  );
  // Check if empty
  if (!out.Items || out.Items.length === 0) return [];
  return out.Items as LadderRow[];
}

export async function saveLadder(competition: string, rows: LadderRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 25) {
    const batch = rows.slice(i, i + 25);
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [tables.ladder]: batch.map((row) => ({ PutRequest: { Item: { competition, ...row } } })),
        },
      }),
    );
  }
}
