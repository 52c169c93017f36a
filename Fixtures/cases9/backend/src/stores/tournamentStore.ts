import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TOURNAMENTS_TABLE } from './dynamo.js';

export interface TournamentRow {
  tournamentId: string;
  name: string;
  status: 'scheduled' | 'live' | 'complete';
  startsAt: string;
  endsAt: string;
}

let cache: { rows: TournamentRow[]; at: number } | null = null;

/**
 * The season calendar: ~45 rows, read once per poll cycle and cached for ten
 * minutes, so a Scan is cheaper than maintaining a status index.
 */
export async function listSeasonTournaments(): Promise<TournamentRow[]> {
  if (cache && Date.now() - cache.at < 10 * 60 * 1000) return cache.rows;
  const res = await ddb.send(new ScanCommand({ TableName: TOURNAMENTS_TABLE }));
  cache = { rows: (res.Items ?? []) as TournamentRow[], at: Date.now() };
  return cache.rows;
}

export async function listLiveTournaments(): Promise<TournamentRow[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: TOURNAMENTS_TABLE,
      FilterExpression: '#s = :live',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':live': 'live' },
    }),
  );
  return (res.Items ?? []) as TournamentRow[];
}

export async function getTournament(tournamentId: string): Promise<TournamentRow | null> {
  const res = await ddb.send(new GetCommand({ TableName: TOURNAMENTS_TABLE, Key: { tournamentId } }));
  return (res.Item as TournamentRow | undefined) ?? null;
}

export async function markPlayoff(tournamentId: string, extendedEndsAt: string): Promise<void> {
  const current = await getTournament(tournamentId);
  if (!current || current.status === 'complete') return;
  await ddb.send(
    new UpdateCommand({
      TableName: TOURNAMENTS_TABLE,
      Key: { tournamentId },
      UpdateExpression: 'SET endsAt = :e',
      ExpressionAttributeValues: { ':e': extendedEndsAt },
    }),
  );
}
