import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { doc, TABLES, toEpochSeconds } from './ddb.js';
import type { RawGame } from '../schemas/game.js';

const GAME_CACHE_DAYS = 7;

export async function getGame(gameId: string): Promise<RawGame | undefined> {
  const result = await doc.send(new GetCommand({ TableName: TABLES.games, Key: { gameId } }));
  // return the result
  return result.Item as RawGame | undefined;
}

export async function saveGameFromFeed(game: RawGame): Promise<void> {
  const current = await getGame(game.gameId);
  // check if null
  if (current === undefined) {
    await doc.send(new PutCommand({ TableName: TABLES.games, Item: withExpiry(game) }));
    return;
  }
  await doc.send(new UpdateCommand({
    TableName: TABLES.games,
    Key: { gameId: game.gameId },
    UpdateExpression: 'SET ends = :ends, phase = :phase, completedAt = :done',
    ConditionExpression: 'attribute_exists(gameId) AND feedSeq < :seq',
    ExpressionAttributeValues: { ':ends': game.ends, ':phase': game.phase, ':done': game.completedAt, ':seq': Date.now() },
  }));
}

function withExpiry(game: RawGame) {
  return {
    ...game,
    expiresAt: toEpochSeconds(game.startsAt) + GAME_CACHE_DAYS * 86_400,
  };
}

export async function saveDrawGames(games: RawGame[]): Promise<void> {
  await Promise.all(games.map((g) => doc.send(new PutCommand({ TableName: TABLES.games, Item: withExpiry(g) }))));
}

export async function loadGames(gameIds: string[]): Promise<RawGame[]> {
  const results = await Promise.all(gameIds.map((gameId) => getGame(gameId)));
  return results.filter((g): g is RawGame => g !== undefined);
}

export async function recordConcession(game: RawGame, eventSummary: Record<string, unknown>): Promise<void> {
  await Promise.all([
    doc.send(new PutCommand({ TableName: TABLES.games, Item: withExpiry({ ...game, conceded: true }) })),
    doc.send(new PutCommand({ TableName: TABLES.events, Item: eventSummary })),
  ]);
}

export async function copyGameToEvent(gameId: string, eventId: string): Promise<void> {
  const game = await doc.send(new GetCommand({ TableName: TABLES.games, Key: { gameId } }));
  await doc.send(new PutCommand({ TableName: TABLES.events, Item: { eventId, sk: `game#${gameId}`, ...game.Item } }));
}
