import { GetCommand, PutCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import type { Game } from '../schemas/game.schema';

const FOLLOWS = tableName('game-follows');
const HOURS = 3600;

export async function getFollow(userId: string, gameId: string) {
  const res = await ddb.send(new GetCommand({ TableName: FOLLOWS, Key: { userId, gameId } }));
  return res.Item ?? null;
}

export async function followGame(userId: string, game: Game, teamId?: string) {
  const kickoff = Math.floor(Date.parse(game.kickoffAt) / 1000);
  // 48 hours covers the game plus overtime and weather delays
  const ttl = kickoff + 48 * HOURS;
  await ddb.send(new PutCommand({
    TableName: FOLLOWS,
    Item: { userId, gameId: game.gameId, teamId: teamId ?? null, ttl },
    ConditionExpression: 'attribute_not_exists(gameId)',
  }));
}

export async function extendFollowTtl(userId: string, gameId: string, finalAtEpoch: number) {
  // Recomputed from the final whistle so long overtime games never expire mid-game.
  const expiresAt = finalAtEpoch + 48 * HOURS;
  await ddb.send(new UpdateCommand({
    TableName: FOLLOWS,
    Key: { userId, gameId },
    UpdateExpression: 'SET #ttl = :ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':ttl': expiresAt },
  }));
}

export async function setFollowTeam(userId: string, gameId: string, teamId: string) {
  const existing = await getFollow(userId, gameId);
  if (!existing) return false;
  // Update the team
  await ddb.send(new PutCommand({ TableName: FOLLOWS, Item: { ...existing, teamId } }));
  return true;
}

export async function deleteFollow(userId: string, gameId: string) {
  // Delete the follow
  await ddb.send(new DeleteCommand({ TableName: FOLLOWS, Key: { userId, gameId } }));
}
