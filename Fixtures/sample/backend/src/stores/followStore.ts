import { DynamoDBDocumentClient, QueryCommand, ScanCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const FOLLOWS_TABLE = process.env.FOLLOWS_TABLE ?? "cricket-follows";

export interface FollowRecord {
  userId: string;
  matchId: string;
  createdAt: string;
}

/** Every match a user follows: a query on the partition key. */
export async function followsForUser(userId: string): Promise<FollowRecord[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: FOLLOWS_TABLE,
      KeyConditionExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
    }),
  );
  return (result.Items ?? []) as FollowRecord[];
}

/** Everyone following a match, for the notification fan-out. */
export async function followersOfMatch(matchId: string): Promise<string[]> {
  // TODO(GSI): add matchId-userId-index; the table holds ~3k rows, so this scan is tolerable for now.
  const result = await ddb.send(
    new ScanCommand({
      TableName: FOLLOWS_TABLE,
      FilterExpression: "matchId = :m",
      ExpressionAttributeValues: { ":m": matchId },
    }),
  );
  return (result.Items ?? []).map((item) => item.userId as string);
}

export async function countAllFollows(): Promise<number> {
  const result = await ddb.send(new ScanCommand({ TableName: FOLLOWS_TABLE, Select: "COUNT" }));
  return result.Count ?? 0;
}

export async function follow(userId: string, matchId: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: FOLLOWS_TABLE,
      Item: { userId, matchId, createdAt: new Date().toISOString() },
    }),
  );
}
