import type { StandingRow } from '../schemas/standings.schema';
import { putItem, scanAll } from './dynamo';
import { TABLES } from './tables';

export async function saveStandings(leagueId: string, rows: StandingRow[]): Promise<void> {
  await Promise.all(rows.map((row, i) => putItem(TABLES.standings, { leagueId, position: i, ...row })));
}

export async function allStandings(): Promise<(StandingRow & { leagueId: string })[]> {
  return scanAll(TABLES.standings);
}

export async function standingsForLeagues(leagueIds: string[]): Promise<StandingRow[][]> {
  const all = await allStandings();
  return leagueIds.map((id) => all.filter((r) => r.leagueId === id));
}
