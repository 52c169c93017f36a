import { DynamoDBDocumentClient, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const MATCH_FOLLOWS_TABLE = process.env.MATCH_FOLLOWS_TABLE ?? "cricket-match-follows";
const HOURS_48 = 48 * 60 * 60;

export interface FollowTarget {
  matchId: string;
  startTime: string;
  expectedEndTime: string;
}

export async function followMatch(userId: string, match: FollowTarget, teamId?: string): Promise<void> {
  const ttl = Math.floor(Date.parse(match.startTime) / 1000) + HOURS_48;
  await ddb.send(
    new UpdateCommand({
      TableName: MATCH_FOLLOWS_TABLE,
      Key: { userId, matchId: match.matchId },
      UpdateExpression: "SET teamId = :t, #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":t": teamId ?? null, ":ttl": ttl },
    }),
  );
}

/** Pushes expiry out while the match runs: a five-day Test outlives any fixed window. */
export async function extendFollowWhileLive(userId: string, match: FollowTarget): Promise<void> {
  const expiresAt = Math.floor(Date.parse(match.expectedEndTime) / 1000) + HOURS_48;
  await ddb.send(
    new UpdateCommand({
      TableName: MATCH_FOLLOWS_TABLE,
      Key: { userId, matchId: match.matchId },
      UpdateExpression: "SET #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":ttl": expiresAt },
    }),
  );
}
