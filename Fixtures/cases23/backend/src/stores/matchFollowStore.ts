import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { FollowRecord } from "../schemas/follow.schema.js";
import { ddb, tables } from "../lib/dynamo.js";

const HOURS = 60 * 60;
const FOLLOW_GRACE_SECONDS = 48 * HOURS;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, matchId } }));
  return out.Item as FollowRecord | undefined;
}

export async function followMatch(userId: string, matchId: string, teamId: string | null, matchStartTime: string) {
  const ttl = Math.floor(Date.parse(matchStartTime) / 1000) + FOLLOW_GRACE_SECONDS;
  await ddb.send(
    new PutCommand({
      TableName: tables.follows,
      Item: { userId, matchId, teamId, createdAt: new Date().toISOString(), ttl },
      ConditionExpression: "attribute_not_exists(userId)",
    }),
  );
}

export async function extendFollowTtlOnCompletion(matchId: string, completedAt: string, userIds: string[]) {
  const ttl = Math.floor(Date.parse(completedAt) / 1000) + FOLLOW_GRACE_SECONDS;
  for (const userId of userIds) {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.follows,
        Key: { userId, matchId },
        UpdateExpression: "SET #ttl = :ttl",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: { ":ttl": ttl },
      }),
    );
  }
}

export async function switchTeam(userId: string, matchId: string, teamId: string) {
  const existing = await getMatchFollow(userId, matchId);
  if (!existing) {
    throw new Error(`switchTeam: no follow for ${userId}/${matchId}`);
  }
  await ddb.send(new PutCommand({ TableName: tables.follows, Item: { ...existing, teamId } }));
}

export async function unfollowMatch(userId: string, matchId: string) {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function listFollowedMatchIds(userId: string): Promise<string[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      KeyConditionExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
      ProjectionExpression: "matchId",
    }),
  );
  return (out.Items ?? []).map((i) => i.matchId as string);
}
