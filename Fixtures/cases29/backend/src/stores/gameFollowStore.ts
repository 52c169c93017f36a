import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { doc, TABLES, toEpochSeconds } from './ddb.js';
import type { RawGame } from '../schemas/game.js';

const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export interface GameFollowRecord {
  userId: string;
  gameId: string;
  teamId?: string;
  ttl: number;
}

export async function getGameFollow(userId: string, gameId: string): Promise<GameFollowRecord | undefined> {
  // get the follow
  const result = await doc.send(new GetCommand({ TableName: TABLES.follows, Key: { userId, gameId } }));
  return result.Item as GameFollowRecord | undefined;
}

export async function putGameFollow(userId: string, game: RawGame, teamId?: string): Promise<void> {
  const item: GameFollowRecord = {
    userId,
    gameId: game.gameId,
    teamId,
    ttl: toEpochSeconds(game.startsAt) + FOLLOW_TTL_SECONDS,
  };
  await doc.send(new PutCommand({ TableName: TABLES.follows, Item: item }));
}

/** Atomic follow: the condition makes the second of two racing requests fail. */
export async function followGameOnce(userId: string, game: RawGame, teamId?: string): Promise<boolean> {
  try {
    await doc.send(new PutCommand({
      TableName: TABLES.follows,
      Item: { userId, gameId: game.gameId, teamId, ttl: followExpiry(game) },
      ConditionExpression: 'attribute_not_exists(userId) AND attribute_not_exists(gameId)',
    }));
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** Follows expire two days after the game ends; before it ends we keep a week. */
export function followExpiry(game: RawGame): number {
  if (game.completedAt) {
    return toEpochSeconds(game.completedAt) + FOLLOW_TTL_SECONDS;
  }
  return Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60;
}

export async function deleteGameFollow(userId: string, gameId: string): Promise<void> {
  await doc.send(new DeleteCommand({ TableName: TABLES.follows, Key: { userId, gameId } }));
}

// Served by the byGame index; never a ScanCommand on the hot path.
export async function listFollowersOfGame(gameId: string): Promise<GameFollowRecord[]> {
  const result = await doc.send(new QueryCommand({
    TableName: TABLES.follows,
    IndexName: 'byGame',
    KeyConditionExpression: 'gameId = :g',
    ExpressionAttributeValues: { ':g': gameId },
  }));
  return (result.Items ?? []) as GameFollowRecord[];
}

export async function listAllFollows(): Promise<GameFollowRecord[]> {
  const result = await doc.send(new ScanCommand({ TableName: TABLES.follows }));
  return (result.Items ?? []) as GameFollowRecord[];
}
