import { GetCommand, PutCommand, UpdateCommand, DeleteCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, FOLLOWS_TABLE, MATCHES_TABLE } from "./ddb.js";
import type { FollowRecord } from "../schemas/follow.schema.js";
import type { MatchRecord } from "../schemas/match.schema.js";

const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | null> {
  const res = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
  return (res.Item as FollowRecord) ?? null;
}

export async function followMatch(userId: string, match: MatchRecord, perspectivePlayerId: string | null): Promise<boolean> {
  const existing = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId: match.matchId } }));
  if (existing.Item) return false;
  const item: FollowRecord = {
    userId,
    matchId: match.matchId,
    perspectivePlayerId,
    createdAt: Math.floor(Date.now() / 1000),
    ttl: Math.floor(match.startTime / 1000) + FOLLOW_TTL_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: FOLLOWS_TABLE, Item: item }));
  return true;
}

export async function followMatchAtomic(userId: string, match: MatchRecord, perspectivePlayerId: string | null): Promise<boolean> {
  const completedOrStart = match.completedAt ?? match.startTime + 6 * 3600 * 1000;
  try {
    await ddb.send(
      new PutCommand({
        TableName: FOLLOWS_TABLE,
        Item: { userId, matchId: match.matchId, perspectivePlayerId, createdAt: Math.floor(Date.now() / 1000), ttl: Math.floor(completedOrStart / 1000) + FOLLOW_TTL_SECONDS },
        ConditionExpression: "attribute_not_exists(userId) AND attribute_not_exists(matchId)",
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === "ConditionalCheckFailedException") return false;
    throw err;
  }
}

export async function extendFollowTtlOnCompletion(userId: string, match: MatchRecord): Promise<void> {
  if (match.completedAt == null) return;
  await ddb.send(
    new UpdateCommand({
      TableName: FOLLOWS_TABLE,
      Key: { userId, matchId: match.matchId },
      UpdateExpression: "SET #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":ttl": Math.floor(match.completedAt / 1000) + FOLLOW_TTL_SECONDS },
    }),
  );
}

export async function switchPerspective(userId: string, matchId: string, playerId: string): Promise<void> {
  const current = await ddb.send(new GetCommand({ TableName: MATCHES_TABLE, Key: { matchId } }));
  if (!current.Item) throw new Error(`unknown match ${matchId}`);
  await ddb.send(new UpdateCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId }, UpdateExpression: "SET perspectivePlayerId = :p", ExpressionAttributeValues: { ":p": playerId } }));
}

export async function refollow(userId: string, matchId: string, startTimeMs: number): Promise<void> {
  const prior = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
  const createdAt = (prior.Item as FollowRecord | undefined)?.createdAt ?? Math.floor(Date.now() / 1000);
  const startEpoch = Math.floor(startTimeMs / 1000);
  await ddb.send(new UpdateCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId }, UpdateExpression: "SET createdAt = :c, #ttl = :t", ExpressionAttributeNames: { "#ttl": "ttl" }, ExpressionAttributeValues: { ":c": createdAt, ":t": startEpoch + FOLLOW_TTL_SECONDS } }));
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
}

export async function followersOf(matchId: string): Promise<FollowRecord[]> {
  const res = await ddb.send(new QueryCommand({ TableName: FOLLOWS_TABLE, IndexName: "byMatchId", KeyConditionExpression: "matchId = :m", ExpressionAttributeValues: { ":m": matchId } }));
  return (res.Items ?? []) as FollowRecord[];
}
