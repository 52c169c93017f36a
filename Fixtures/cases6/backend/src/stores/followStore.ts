import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { FollowRecord } from "../schemas/follow.js";
import type { GameItem } from "../schemas/game.js";
import { ddb, tables } from "./dynamo.js";

// 48h after puck drop: room for a late start, overtime and a shootout.
const FOLLOW_TTL_SECONDS = 48 * 60 * 60;
// Once the game is over, keep the follow around long enough for the recap and the highlights push.
const POST_GAME_TTL_SECONDS = 24 * 60 * 60;

export interface StoredFollow {
  userId: string;
  gameId: string;
  teamId: string | null;
  createdAt: string;
  ttl: number;
}

export async function getFollow(userId: string, gameId: string): Promise<FollowRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, gameId } }));
  return out.Item as FollowRecord | undefined;
}

export async function followGame(
  userId: string,
  game: GameItem,
  teamId: string | null,
): Promise<{ created: boolean }> {
  const existing = await getFollow(userId, game.gameId);
  if (existing) {
    return { created: false };
  }
  const item: StoredFollow = {
    userId,
    gameId: game.gameId,
    teamId,
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.parse(game.startsAt) / 1000) + FOLLOW_TTL_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: tables.follows, Item: item }));
  return { created: true };
}

export async function extendFollowTtl(userId: string, gameId: string, endedAt: string): Promise<void> {
  const expiresAt = Math.floor(Date.parse(endedAt) / 1000) + POST_GAME_TTL_SECONDS;
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, gameId },
      UpdateExpression: "SET #ttl = :ttl",
      ConditionExpression: "attribute_exists(userId)",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":ttl": expiresAt },
    }),
  );
}

export async function updateFollowTeam(userId: string, gameId: string, teamId: string | null): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, gameId },
      UpdateExpression: "SET teamId = :teamId",
      ConditionExpression: "attribute_exists(userId)",
      ExpressionAttributeValues: { ":teamId": teamId },
    }),
  );
}

export async function deleteFollow(userId: string, gameId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, gameId } }));
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

export async function listFollowsForTeam(userId: string, teamId: string): Promise<FollowRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      KeyConditionExpression: "userId = :u",
      FilterExpression: "teamId = :t",
      ExpressionAttributeValues: { ":u": userId, ":t": teamId },
    }),
  );
  return (out.Items ?? []) as FollowRecord[];
}

export async function listFollowersOfGame(gameId: string): Promise<FollowRecord[]> {
  const followers: FollowRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tables.follows,
        FilterExpression: "gameId = :g",
        ExpressionAttributeValues: { ":g": gameId },
        ExclusiveStartKey: startKey,
      }),
    );
    followers.push(...((page.Items ?? []) as FollowRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return followers;
}
