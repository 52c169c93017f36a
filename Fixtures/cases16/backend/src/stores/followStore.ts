import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import type { FollowRecord } from "../schemas/follow.js";
import { deleteItem, getItem, putItem, tables, updateItem } from "./dynamo.js";

const HOURS_48 = 48 * 60 * 60;

export async function getFollow(userId: string, gameId: string) {
  return getItem<FollowRecord>(tables.follows, { userId, gameId });
}

export async function followGame(userId: string, gameId: string, teamId: string | null, tipoffAt: number) {
  const existing = await getFollow(userId, gameId);
  if (existing) return { created: false };
  await putItem(tables.follows, {
    userId,
    gameId,
    teamId,
    followedAt: Date.now(),
    ttl: Math.floor(tipoffAt / 1000) + HOURS_48,
  });
  return { created: true };
}

export async function followGameAtomically(userId: string, gameId: string, teamId: string | null, finalAt: number) {
  try {
    await putItem(
      tables.follows,
      { userId, gameId, teamId, followedAt: Date.now(), ttl: Math.floor(finalAt / 1000) + HOURS_48 },
      { ConditionExpression: "attribute_not_exists(gameId)" },
    );
    return { created: true };
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return { created: false };
    throw err;
  }
}

export async function switchPerspective(userId: string, gameId: string, teamId: string) {
  const follow = await getFollow(userId, gameId);
  if (!follow) throw new Error(`no follow for ${userId}/${gameId}`);
  await updateItem(tables.follows, { userId, gameId }, { teamId });
}

export async function extendFollowTtl(userId: string, gameId: string, game: { startedAt: number; scheduledEndAt: number }) {
  const expiresAt = { ...game, ttl: Math.floor(game.startedAt / 1000) + 3 * 24 * 3600 };
  await updateItem(tables.follows, { userId, gameId }, { ttl: expiresAt.ttl });
}

export async function touchFollow(userId: string, gameId: string) {
  await updateItem(tables.follows, { userId, gameId }, { ttl: Math.floor(Date.now() / 1000) + HOURS_48 });
}

export async function unfollowGame(userId: string, gameId: string) {
  await deleteItem(tables.follows, { userId, gameId });
}
