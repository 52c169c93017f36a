import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, nowSeconds, tables } from '../lib/ddb.js';
import type { GameCard } from '../schemas/game.schema.js';

interface StoredGame {
  card: GameCard;
  version: number;
  startsAtEpoch: number;
  finalWhistleAt?: number;
  ttl?: number;
}

const GAME_RETENTION_SECONDS = 30 * 24 * 60 * 60;

export async function getGame(gameId: string): Promise<StoredGame | null> {
  const res = await ddb.send(new GetCommand({ TableName: tables.games, Key: { gameId } }));
  return (res.Item as StoredGame | undefined) ?? null;
}

export async function listLiveGames(): Promise<StoredGame[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: tables.games,
      FilterExpression: 'card.isLive = :live',
      ExpressionAttributeValues: { ':live': true },
    }),
  );
  return (res.Items ?? []) as StoredGame[];
}

/** Optimistic write: only lands if nobody else advanced the version since we read it. */
export async function saveGameState(gameId: string, card: GameCard): Promise<boolean> {
  const stored = await getGame(gameId);
  const expected = stored?.version ?? 0;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.games,
        Key: { gameId },
        UpdateExpression: 'SET card = :card, version = :next',
        ConditionExpression: 'attribute_not_exists(version) OR version = :expected',
        ExpressionAttributeValues: { ':card': card, ':next': expected + 1, ':expected': expected },
      }),
    );
    return true;
  } catch {
    return false;
  }
}

export async function markFinal(game: StoredGame, finalWhistleAt: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.games,
      Key: { gameId: game.card.gameId },
      UpdateExpression: 'SET finalWhistleAt = :fw, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':fw': finalWhistleAt, ':ttl': game.startsAtEpoch + GAME_RETENTION_SECONDS },
    }),
  );
}

export async function upsertSchedule(card: GameCard): Promise<void> {
  const known = await getGame(card.gameId);
  if (known?.card.phase === 'final') return;
  await ddb.send(
    new PutCommand({
      TableName: tables.games,
      Item: { gameId: card.gameId, card, version: (known?.version ?? 0) + 1, startsAtEpoch: Date.parse(card.startsAt) / 1000, updatedAt: nowSeconds() },
    }),
  );
}

export async function archiveAfterFinal(gameId: string, finalWhistleAt: number): Promise<void> {
  const expiresAt = Math.floor(finalWhistleAt / 1000) + GAME_RETENTION_SECONDS;
  await ddb.send(
    new UpdateCommand({
      TableName: tables.games,
      Key: { gameId },
      UpdateExpression: 'SET #ttl = :exp',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':exp': expiresAt },
    }),
  );
}
