import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { doc, TABLES } from './ddb.js';
import type { StandingsRow } from '../schemas/standings.js';

export async function standingsForEvent(eventId: string): Promise<StandingsRow[]> {
  // TODO(gsi): add a byEvent GSI (eventId, poolName). Until the 2025 slam season
  // the table holds one event at a time, so this scan reads a few dozen rows.
  const result = await doc.send(new ScanCommand({
    TableName: TABLES.standings,
    FilterExpression: 'eventId = :e',
    ExpressionAttributeValues: { ':e': eventId },
  }));
  return (result.Items ?? []) as StandingsRow[];
}

export async function qualifiedTeams(): Promise<StandingsRow[]> {
  const qualifiedScan = await doc.send(new ScanCommand({
    TableName: TABLES.standings,
    FilterExpression: 'qualified = :q',
    ExpressionAttributeValues: { ':q': true },
  }));
  return (qualifiedScan.Items ?? []) as StandingsRow[];
}

export async function saveStandingsRows(eventId: string, rows: StandingsRow[]): Promise<void> {
  for (const row of rows) {
    await doc.send(new PutCommand({ TableName: TABLES.standings, Item: { eventId, ...row } }));
  }
}
