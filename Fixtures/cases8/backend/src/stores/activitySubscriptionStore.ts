import { DeleteCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { batchDelete, ddb, nowEpoch, tableName } from "../lib/ddb";
import type { ActivitySubscription } from "../schemas/follow";
import type { Game } from "../schemas/game";

const TABLE = tableName("activity-subscriptions");

export async function putSubscription(game: Game, userId: string, deviceId: string, token: string): Promise<void> {
  const item: ActivitySubscription = {
    gameId: game.gameId,
    token,
    userId,
    deviceId,
    registeredAt: new Date().toISOString(),
    expiresAt: game.scheduledStartEpoch + 2 * 24 * 3600,
  };
  await ddb.send(new PutCommand({ TableName: TABLE, Item: item }));
}

/** Token rotation: the old token is dead the moment iOS hands us a new one. */
export async function replaceToken(game: Game, userId: string, deviceId: string, oldToken: string, newToken: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: { gameId: game.gameId, token: oldToken } }));
  await putSubscription(game, userId, deviceId, newToken);
}

export async function listSubscriptions(gameId: string): Promise<ActivitySubscription[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: "gameId = :gameId",
      ExpressionAttributeValues: { ":gameId": gameId },
    }),
  );
  return (result.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(gameId: string, userId: string): Promise<void> {
  const subs = (await listSubscriptions(gameId)).filter((sub) => sub.userId === userId);
  await Promise.all(
    subs.map((sub) =>
      ddb.send(new DeleteCommand({ TableName: TABLE, Key: { gameId, token: sub.token } })),
    ),
  );
}

export async function removeAllSubscriptionsForGame(gameId: string): Promise<void> {
  const subs = await listSubscriptions(gameId);
  await batchDelete(TABLE, subs.map((sub) => ({ gameId, token: sub.token })));
}

/**
 * Looks a subscription up by token when APNs answers 410 Gone.
 * Scan is acceptable for now: it only runs on 410s (a handful per night) and the
 * table holds live games only. TODO: add a token-index GSI (token -> gameId)
 * once the Android client lands and 410 volume grows; tracked in ADR-006.
 */
export async function findByToken(token: string): Promise<ActivitySubscription | undefined> {
  const result = await ddb.send(
    new ScanCommand({
      TableName: TABLE,
      FilterExpression: "#token = :token",
      ExpressionAttributeNames: { "#token": "token" },
      ExpressionAttributeValues: { ":token": token },
    }),
  );
  return result.Items?.[0] as ActivitySubscription | undefined;
}

export function isExpired(sub: ActivitySubscription): boolean {
  return sub.expiresAt < nowEpoch();
}
