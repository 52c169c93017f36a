import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";
import type { FollowRecord } from "../schemas/follow.js";
import type { Match } from "../schemas/match.js";

const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, matchId } }));
  return out.Item as FollowRecord | undefined;
}

export async function followMatch(userId: string, match: Match, teamId: string | null): Promise<void> {
  const startSeconds = Math.floor(Date.parse(match.startTime) / 1000);
  const ttl = startSeconds + FOLLOW_TTL_SECONDS;
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId: match.matchId },
      UpdateExpression: "SET teamId = :teamId, createdAt = if_not_exists(createdAt, :now), #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":teamId": teamId, ":now": Date.now(), ":ttl": ttl },
    }),
  );
}

export async function extendFollowTtlOnCompletion(matchId: string, endTime: string): Promise<void> {
  const followers = await listFollowers(matchId);
  const ttl = Math.floor(Date.parse(endTime) / 1000) + FOLLOW_TTL_SECONDS;
  for (const follow of followers) {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.follows,
        Key: { userId: follow.userId, matchId },
        UpdateExpression: "SET #ttl = :ttl",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: { ":ttl": ttl },
      }),
    );
  }
}

export async function createFollowIfAbsent(record: FollowRecord): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.follows,
        Item: record,
        ConditionExpression: "attribute_not_exists(userId) AND attribute_not_exists(matchId)",
      }),
    );
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === "ConditionalCheckFailedException") return false;
    throw err;
  }
}

export async function listFollowers(matchId: string): Promise<FollowRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      IndexName: "matchId-index",
      KeyConditionExpression: "matchId = :m",
      ExpressionAttributeValues: { ":m": matchId },
    }),
  );
  return (out.Items ?? []) as FollowRecord[];
}

export async function listFollowsForUser(userId: string): Promise<FollowRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      KeyConditionExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
    }),
  );
  return (out.Items ?? []) as FollowRecord[];
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function countAllFollows(): Promise<number> {
  const out = await ddb.send(new ScanCommand({ TableName: tables.follows, Select: "COUNT" }));
  return out.Count ?? 0;
}
