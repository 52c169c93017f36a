import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo.js';

let cache: { at: number; items: Record<string, unknown>[] } | undefined;

export async function listCompetitions(): Promise<Record<string, unknown>[]> {
  if (cache && Date.now() - cache.at < 10 * 60 * 1000) return cache.items;
  // Scan is acceptable here: the competitions table holds about 30 rows (one per
  // league and tournament), and the result is cached for ten minutes per Lambda.
  const result = await ddb.send(new ScanCommand({ TableName: TABLES.competitions }));
  cache = { at: Date.now(), items: result.Items ?? [] };
  return cache.items;
}

export async function getCompetition(id: string): Promise<Record<string, unknown> | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: TABLES.competitions, Key: { competitionId: id } }));
  return result.Item;
}
