import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './dynamo';
import { tables } from './tables';

export interface TournamentRow {
  tournamentId: string;
  name: string;
  surface: string;
  startDate: string;
  endDate: string;
}

let cache: { at: number; rows: TournamentRow[] } | null = null;
const CACHE_MS = 10 * 60 * 1000;

export async function allTournaments(): Promise<TournamentRow[]> {
  if (cache && Date.now() - cache.at < CACHE_MS) {
    return cache.rows;
  }
  // Scan is deliberate: one row per tournament (about 70 a season across both
  // tours), read at most once every ten minutes per container thanks to the
  // cache above. A Query would need an artificial partition key for no gain.
  const out = await ddb.send(new ScanCommand({ TableName: tables.tournaments }));
  cache = { at: Date.now(), rows: (out.Items ?? []) as TournamentRow[] };
  return cache.rows;
}
