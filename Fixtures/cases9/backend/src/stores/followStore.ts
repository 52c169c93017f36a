import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, FOLLOWS_TABLE, HOUR_SECONDS, toEpochSeconds } from './dynamo.js';
import type { FollowRecord } from '../schemas/follow.schema.js';

export const FOLLOW_TTL_SECONDS = 48 * HOUR_SECONDS;

const followKey = (userId: string, tournamentId: string) => ({
  pk: `USER#${userId}`,
  sk: `TOURNAMENT#${tournamentId}`,
});

export async function getTournamentFollow(userId: string, tournamentId: string): Promise<FollowRecord | null> {
  const res = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: followKey(userId, tournamentId) }));
  return (res.Item as FollowRecord | undefined) ?? null;
}

export interface TournamentWindow {
  tournamentId: string;
  startsAt: string; // ISO 8601, first tee time of round 1
  endsAt: string; // ISO 8601, scheduled finish of round 4 (updated on playoff / Monday finish)
}

export function followTtlFromStart(window: TournamentWindow): number {
  return toEpochSeconds(window.startsAt) + FOLLOW_TTL_SECONDS;
}

export async function putTournamentFollow(userId: string, window: TournamentWindow, playerId: string | null): Promise<void> {
  const record: FollowRecord = {
    ...followKey(userId, window.tournamentId),
    userId,
    tournamentId: window.tournamentId,
    playerId,
    createdAt: new Date().toISOString(),
    ttl: toEpochSeconds(window.endsAt) + FOLLOW_TTL_SECONDS,
  };
  await ddb.send(
    new PutCommand({
      TableName: FOLLOWS_TABLE,
      Item: record,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function putPlayerFollow(userId: string, window: TournamentWindow, playerId: string): Promise<void> {
  await ddb.send(new PutCommand({
    TableName: FOLLOWS_TABLE,
    Item: {
      pk: `USER#${userId}`,
      sk: `PLAYER#${playerId}`,
      userId,
      tournamentId: window.tournamentId,
      playerId,
      createdAt: new Date().toISOString(),
      ttl: followTtlFromStart(window),
    },
  }));
}

export async function deleteTournamentFollow(userId: string, tournamentId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: FOLLOWS_TABLE, Key: followKey(userId, tournamentId) }));
}

export async function deletePlayerFollow(userId: string, playerId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: FOLLOWS_TABLE, Key: { pk: `USER#${userId}`, sk: `PLAYER#${playerId}` } }));
}

export async function listFollows(userId: string): Promise<FollowRecord[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: FOLLOWS_TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}` },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}
