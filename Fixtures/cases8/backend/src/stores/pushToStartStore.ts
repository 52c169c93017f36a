import { GetCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, nowEpoch, tableName } from "../lib/ddb";

const TABLE = tableName("push-to-start");

export async function registerPushToStartToken(userId: string, token: string): Promise<void> {
  const existing = await ddb.send(new GetCommand({ TableName: TABLE, Key: { userId } }));
  if (existing.Item?.token === token) return;
  await ddb.send(new PutCommand({ TableName: TABLE, Item: { userId, token, updatedAt: nowEpoch() } }));
}

// Scan is fine here: the ops dashboard calls this by hand a few times a week
// and only needs a count, not items.
export async function countPushToStartTokens(): Promise<number> {
  const result = await ddb.send(new ScanCommand({ TableName: TABLE, Select: "COUNT" }));
  return result.Count ?? 0;
}
