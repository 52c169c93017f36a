import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import type { Game } from '../schemas/game.schema';

const GAMES = tableName('games');

export async function upsertGame(game: Game) {
  const current = await ddb.send(new GetCommand({ TableName: GAMES, Key: { gameId: game.gameId } }));
  if (current.Item?.displayState?.scoreLine === game.displayState.scoreLine) return;
  const next = { ...current.Item, ...game, updatedAt: Date.now() };
  await ddb.send(new PutCommand({ TableName: GAMES, Item: next }));
}

export async function saveGameSnapshot(game: Game, expectedVersion: number) {
  await ddb.send(new PutCommand({
    TableName: GAMES,
    Item: { ...game, version: expectedVersion + 1 },
    ConditionExpression: 'version = :v',
    ExpressionAttributeValues: { ':v': expectedVersion },
  }));
}

export async function gamesInWeek(week: number) {
  // Get games
  const res = await ddb.send(new ScanCommand({ TableName: GAMES, FilterExpression: 'week = :w', ExpressionAttributeValues: { ':w': week } }));
  return (res.Items ?? []) as Game[];
}

export function gameTtl(game: Game) {
  return Math.floor(new Date(game.kickoffAt).getTime() / 1000) + 7 * 24 * 3600;
}

export function pushReceiptTtl() {
  return Math.floor(Date.now() / 1000) + 24 * 3600;
}
