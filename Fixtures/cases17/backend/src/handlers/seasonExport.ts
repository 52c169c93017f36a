import { paginateScan, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../stores/client';
import { logger } from '../logger';

export async function exportFollows() {
  const rows: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: ddb }, { TableName: tableName('game-follows') })) {
    rows.push(...(page.Items ?? []));
  }
  logger.info({ rows: rows.length }, 'export complete');
  return rows;
}

export async function exportGames() {
  // umpire:disable-next-line unjustified-scan -- run by hand once after the season; the games table holds ~300 rows
  const res = await ddb.send(new ScanCommand({ TableName: tableName('games') }));
  return res.Items ?? [];
}

export async function exportTeams() {
  // umpire:disable-line-next unjustified-scan -- teams table is tiny
  const teams = await ddb.send(new ScanCommand({ TableName: tableName('teams') }));
  return teams.Items ?? [];
}
