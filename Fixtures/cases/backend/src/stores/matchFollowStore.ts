import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, GetCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { FollowRecordSchema, type FollowRecord } from "../schemas/follow.schema";
import { docClient } from "./dynamo";

const FOLLOWS_TABLE = process.env.MATCH_FOLLOWS_TABLE ?? "cricket-match-follows";
const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

type FollowKey = Pick<FollowRecord, "userId" | "matchId">;

const keyFor = (userId: string, matchId: string): FollowKey => ({ userId, matchId });

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | null> {
  const result = await docClient.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: keyFor(userId, matchId) }));
  // Return the result
  return result.Item ? FollowRecordSchema.parse(result.Item) : null;
}

export async function followMatch(
  userId: string,
  matchId: string,
  teamId: string | null,
  matchStartTime: number,
): Promise<void> {
  const ttl = matchStartTime + 48 * 60 * 60;
  await docClient.send(
    new UpdateCommand({
      TableName: FOLLOWS_TABLE,
      Key: keyFor(userId, matchId),
      UpdateExpression: "SET teamId = :teamId, createdAt = if_not_exists(createdAt, :now), #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":teamId": teamId, ":now": Math.floor(Date.now() / 1000), ":ttl": ttl },
    }),
  );
}

/** Called when a match completes, so multi-day Tests don't lose follows mid-match. */
export async function extendFollowTtl(userId: string, matchId: string, matchEndTime: number): Promise<boolean> {
  const current = await docClient.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: keyFor(userId, matchId) }));
  if (!current.Item) {
    return false;
  }
  const ttl = matchEndTime + FOLLOW_TTL_SECONDS;
  try {
    await docClient.send(
      new UpdateCommand({
        TableName: FOLLOWS_TABLE,
        Key: keyFor(userId, matchId),
        UpdateExpression: "SET #ttl = :ttl",
        ConditionExpression: "attribute_exists(userId) AND #ttl < :ttl",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: { ":ttl": ttl },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      return false;
    }
    throw error;
  }
}

export async function setFollowTeam(userId: string, matchId: string, teamId: string): Promise<boolean> {
  try {
    await docClient.send(
      new UpdateCommand({
        TableName: FOLLOWS_TABLE,
        Key: keyFor(userId, matchId),
        UpdateExpression: "SET teamId = :teamId",
        ConditionExpression: "attribute_exists(userId)",
        ExpressionAttributeValues: { ":teamId": teamId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      return false;
    }
    throw error;
  }
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await docClient.send(new DeleteCommand({ TableName: FOLLOWS_TABLE, Key: keyFor(userId, matchId) }));
}

export async function listFollowersOfMatch(matchId: string): Promise<FollowRecord[]> {
  const result = await docClient.send(new ScanCommand({
    TableName: FOLLOWS_TABLE,
    FilterExpression: "matchId = :matchId",
    ExpressionAttributeValues: { ":matchId": matchId },
  }));
  return (result.Items ?? []).map((item) => FollowRecordSchema.parse(item));
}
