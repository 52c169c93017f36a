import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { FollowRecord } from "../schemas/follow.schema.js";
import { doc, tables } from "./dynamo.js";

/** Follows outlive the match by two days so a late unfollow still finds its row. */
const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export async function getFollow(userId: string, matchId: string): Promise<FollowRecord | null> {
  const res = await doc.send(new GetCommand({ TableName: tables.follows(), Key: { userId, matchId } }));
  return (res.Item as FollowRecord | undefined) ?? null;
}

export async function putFollow(record: FollowRecord): Promise<void> {
  await doc.send(new PutCommand({ TableName: tables.follows(), Item: record }));
}

export async function createFollowIfAbsent(record: FollowRecord): Promise<boolean> {
  try {
    await doc.send(new PutCommand({ TableName: tables.follows(), Item: record, ConditionExpression: "attribute_not_exists(matchId)" }));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

export function followTtl(match: { scheduledStart: string }): number {
  return Math.floor(new Date(match.scheduledStart).getTime() / 1000) + FOLLOW_TTL_SECONDS;
}

export async function setPerspective(userId: string, matchId: string, playerId: string | null): Promise<FollowRecord | null> {
  const existing = await doc.send(new GetCommand({ TableName: tables.follows(), Key: { userId, matchId } }));
  if (!existing.Item) return null;
  const updated: FollowRecord = { ...(existing.Item as FollowRecord), playerId };
  await doc.send(new PutCommand({ TableName: tables.follows(), Item: updated }));
  return updated;
}

export async function followsForMatch(matchId: string): Promise<FollowRecord[]> {
  // Avoid ScanCommand here: the by-match index answers this directly.
  const res = await doc.send(
    new QueryCommand({
      TableName: tables.follows(),
      IndexName: "by-match",
      KeyConditionExpression: "matchId = :m",
      ExpressionAttributeValues: { ":m": matchId },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}

/** Called when a match finishes: the TTL clock starts at the real end, not the scheduled start. */
export async function extendFollowTtls(matchId: string, finishedAt: string): Promise<void> {
  const ttl = Math.floor(Date.parse(finishedAt) / 1000) + FOLLOW_TTL_SECONDS;
  const follows = await followsForMatch(matchId);
  await Promise.all(follows.map((f) => doc.send(new UpdateCommand({ TableName: tables.follows(), Key: { userId: f.userId, matchId }, UpdateExpression: "SET #ttl = :ttl", ExpressionAttributeNames: { "#ttl": "ttl" }, ExpressionAttributeValues: { ":ttl": ttl } }))));
}

export async function deleteFollow(userId: string, matchId: string): Promise<void> {
  await doc.send(new DeleteCommand({ TableName: tables.follows(), Key: { userId, matchId } }));
}
