import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, isConditionalCheckFailed, tables } from "../lib/dynamo";
import { FollowRecordSchema, type FollowRecord } from "../schemas/follow.schema";
import { HOUR, toEpochSeconds } from "../lib/time";

// Follows live until 48 h after the race's last day, so a results protest or a
// late-night final stage never drops a follow while the race is still on.
const FOLLOW_TTL_AFTER_END_SECONDS = 48 * HOUR;

export async function getFollow(userId: string, raceId: string): Promise<FollowRecord | null> {
  const result = await docClient.send(new GetCommand({ TableName: tables.follows, Key: { userId, raceId } }));
  return result.Item ? FollowRecordSchema.parse(result.Item) : null;
}

export async function createFollow(
  userId: string,
  raceId: string,
  teamId: string | null,
  raceEndDate: string,
): Promise<"created" | "exists"> {
  const record: FollowRecord = {
    userId,
    raceId,
    teamId,
    followedAt: new Date().toISOString(),
    ttl: toEpochSeconds(raceEndDate) + FOLLOW_TTL_AFTER_END_SECONDS,
  };
  try {
    await docClient.send(
      new PutCommand({
        TableName: tables.follows,
        Item: record,
        ConditionExpression: "attribute_not_exists(userId)",
      }),
    );
    return "created";
  } catch (error) {
    if (isConditionalCheckFailed(error)) {
      return "exists";
    }
    throw error;
  }
}

export async function updateFollowTeam(userId: string, raceId: string, teamId: string | null): Promise<boolean> {
  try {
    await docClient.send(
      new UpdateCommand({
        TableName: tables.follows,
        Key: { userId, raceId },
        UpdateExpression: "SET teamId = :teamId",
        ConditionExpression: "attribute_exists(userId)",
        ExpressionAttributeValues: { ":teamId": teamId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) {
      return false;
    }
    throw error;
  }
}

export async function deleteFollow(userId: string, raceId: string): Promise<void> {
  // Delete the follow record
  await docClient.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, raceId } }));
}

export async function listFollowsForUser(userId: string): Promise<FollowRecord[]> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: tables.follows,
      KeyConditionExpression: "userId = :userId",
      ExpressionAttributeValues: { ":userId": userId },
    }),
  );
  return (result.Items ?? []).map((item) => FollowRecordSchema.parse(item));
}
