import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/ddb.js';
import { logger } from '../lib/logger.js';

export interface LeagueRow {
  code: 'PLL' | 'NLL' | 'NCAA';
  seasonLabel: string;
  periodMinutes: number;
  shotClockSeconds: number;
}

let cached: { at: number; rows: LeagueRow[] } | null = null;

export async function listLeagues(): Promise<LeagueRow[]> {
  if (cached && Date.now() - cached.at < 60 * 60 * 1000) return cached.rows;
  // Three rows (PLL, NLL, NCAA) and cached for an hour: a Scan costs less than maintaining a key design for it.
  const res = await ddb.send(new ScanCommand({ TableName: tables.leagues }));
  cached = { at: Date.now(), rows: (res.Items ?? []) as LeagueRow[] };
  return cached.rows;
}

export async function listTeams(league: string): Promise<Record<string, unknown>[]> {
  const teams = await ddb.send(new ScanCommand({ TableName: tables.teams, FilterExpression: 'league = :l', ExpressionAttributeValues: { ':l': league } }));
  logger.debug({ league, scanned: teams.ScannedCount }, 'ScanCommand on teams returned');
  return teams.Items ?? [];
}

export async function renameSeason(code: LeagueRow['code'], seasonLabel: string): Promise<void> {
  const row = await ddb.send(new GetCommand({ TableName: tables.leagues, Key: { code } }));
  if (!row.Item) throw new Error(`unknown league ${code}`);
  await ddb.send(new PutCommand({ TableName: tables.leagues, Item: { ...row.Item, seasonLabel } }));
}
