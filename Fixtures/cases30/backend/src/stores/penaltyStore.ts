import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/ddb.js';
import type { FeedEvent } from '../types/game.js';

const PENALTY_LOG_TTL_SECONDS = 3 * 24 * 60 * 60;

export async function recordPenalty(event: FeedEvent, durationSeconds: number, gameStartsAt: number): Promise<void> {
  const dupe = await ddb.send(new GetCommand({ TableName: tables.penalties, Key: { gameId: event.gameId, feedId: event.feedId } }));
  if (dupe.Item) return;
  await ddb.send(new PutCommand({
    TableName: tables.penalties,
    Item: {
      gameId: event.gameId,
      feedId: event.feedId,
      teamId: event.teamId,
      playerName: event.playerName,
      durationSeconds,
      servedSeconds: 0,
      expiresAt: gameStartsAt + PENALTY_LOG_TTL_SECONDS,
    },
  }));
}

export async function releasePenalty(gameId: string, feedId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.penalties,
      Key: { gameId, feedId },
      UpdateExpression: 'SET released = :t',
      ConditionExpression: 'attribute_exists(feedId) AND released <> :t',
      ExpressionAttributeValues: { ':t': true },
    }),
  );
}

export async function clearPenaltiesForGame(gameId: string): Promise<void> {
  const open = await ddb.send(new QueryCommand({ TableName: tables.penalties, KeyConditionExpression: 'gameId = :g', ExpressionAttributeValues: { ':g': gameId } }));
  const keys = (open.Items ?? []).map((p) => ({ gameId, feedId: p.feedId as string }));
  await Promise.all(keys.map((Key) => ddb.send(new DeleteCommand({ TableName: tables.penalties, Key }))));
}
