import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { FollowRecord } from "../schemas/follow.schema";
import { ddb, getItem, queryAll, Tables } from "./dynamo";

const FOLLOW_TTL_AFTER_END_SECONDS = 48 * 60 * 60;

const keyFor = (userId: string, matchId: string) => ({ pk: `USER#${userId}`, sk: `MATCH#${matchId}` });

export function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  return getItem<FollowRecord>(Tables.follows, keyFor(userId, matchId));
}

/** Creates the follow only if it does not exist. Returns false when it already did. */
export async function createFollowIfAbsent(userId: string, matchId: string, teamId: string | null, expectedEnd: Date): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: Tables.follows,
        Item: {
          ...keyFor(userId, matchId),
          userId,
          matchId,
          teamId,
          createdAt: Date.now(),
          ttl: Math.floor(expectedEnd.getTime() / 1000) + FOLLOW_TTL_AFTER_END_SECONDS,
        },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Upsert used by the legacy follow route. */
export async function followMatch(userId: string, matchId: string, teamId: string | null, startTime: string): Promise<void> {
  // Set the follow record
  await ddb.send(
    new UpdateCommand({
      TableName: Tables.follows,
      Key: keyFor(userId, matchId),
      UpdateExpression: "SET userId = :u, matchId = :m, teamId = :t, createdAt = :c, #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: {
        ":u": userId,
        ":m": matchId,
        ":t": teamId,
        ":c": Date.now(),
        ":ttl": Math.floor(new Date(startTime).getTime() / 1000) + FOLLOW_TTL_AFTER_END_SECONDS,
      },
    }),
  );
}

/** Called when the match completes: push the TTL out to 48h after the real end. */
export async function extendFollowTtl(userId: string, matchId: string, endedAt: Date): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: Tables.follows,
      Key: keyFor(userId, matchId),
      UpdateExpression: "SET #ttl = :ttl",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":ttl": Math.floor(endedAt.getTime() / 1000) + FOLLOW_TTL_AFTER_END_SECONDS },
    }),
  );
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: Tables.follows, Key: keyFor(userId, matchId) }));
}

export function listFollowsForUser(userId: string): Promise<FollowRecord[]> {
  // Query, not Scan: the user's follows share one partition key.
  return queryAll<FollowRecord>({
    TableName: Tables.follows,
    KeyConditionExpression: "pk = :pk",
    ExpressionAttributeValues: { ":pk": `USER#${userId}` },
  });
}
