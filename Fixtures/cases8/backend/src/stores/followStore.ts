import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, nowEpoch, tableName } from "../lib/ddb";
import type { FollowRecord } from "../schemas/follow";
import type { Game } from "../schemas/game";

const TABLE = tableName("follows");
const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

/** Shape of a follow row as it sits in DynamoDB. */
export interface StoredFollow {
  userId: string;
  gameId: string;
  teamId: string | null;
  createdAt: number;
  ttl: number;
}

// Forty-eight hours covers a doubleheader plus a long rain delay.
function followTtl(game: Game): number {
  return Math.floor(Date.parse(game.firstPitchAt) / 1000) + FOLLOW_TTL_SECONDS;
}

export async function getFollow(userId: string, gameId: string): Promise<StoredFollow | undefined> {
  // Get the follow
  const result = await ddb.send(new GetCommand({ TableName: TABLE, Key: { userId, gameId } }));
  return result.Item as StoredFollow | undefined;
}

export async function putFollow(userId: string, game: Game, teamId: string | null): Promise<void> {
  const record: FollowRecord = { userId, gameId: game.gameId, teamId, createdAt: nowEpoch(), ttl: followTtl(game) };
  await ddb.send(new PutCommand({ TableName: TABLE, Item: record }));
}

/**
 * Atomic variant used by the v2 follow endpoint: the condition makes the second
 * of two concurrent follows fail instead of re-sending push-to-start.
 */
export async function createFollowIfAbsent(record: FollowRecord): Promise<boolean> {
  const existing = await getFollow(record.userId, record.gameId);
  if (existing) return false;
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: record,
        ConditionExpression: "attribute_not_exists(userId) AND attribute_not_exists(gameId)",
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === "ConditionalCheckFailedException") return false;
    throw error;
  }
}

export async function setFollowTeam(userId: string, gameId: string, teamId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { userId, gameId },
      UpdateExpression: "SET teamId = :teamId",
      ConditionExpression: "attribute_exists(userId)",
      ExpressionAttributeValues: { ":teamId": teamId },
    }),
  );
}

/** Pushes the expiry out once a game goes final, measured from the final out. */
export async function extendFollowTtl(userId: string, gameId: string, finalAtEpoch: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { userId, gameId },
      UpdateExpression: "SET #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":ttl": finalAtEpoch + FOLLOW_TTL_SECONDS },
    }),
  );
}

export async function deleteFollow(userId: string, gameId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: { userId, gameId } }));
}

export async function listFollowsForTeam(userId: string, teamId: string): Promise<FollowRecord[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: "userId = :userId",
      FilterExpression: "teamId = :teamId",
      ExpressionAttributeValues: { ":userId": userId, ":teamId": teamId },
    }),
  );
  return (result.Items ?? []) as FollowRecord[];
}

export async function listFollowersOfGame(gameId: string): Promise<FollowRecord[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: "gameId-index",
      KeyConditionExpression: "gameId = :gameId",
      ExpressionAttributeValues: { ":gameId": gameId },
    }),
  );
  return (result.Items ?? []) as FollowRecord[];
}
