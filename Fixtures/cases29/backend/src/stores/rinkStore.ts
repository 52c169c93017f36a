import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { doc, TABLES } from './ddb.js';

export interface RinkDirectoryEntry {
  teamId: string;
  skip: string;
  association: string;
}

let cache: { at: number; rinks: RinkDirectoryEntry[] } | undefined;

export async function allRinks(): Promise<RinkDirectoryEntry[]> {
  if (cache && Date.now() - cache.at < 10 * 60_000) return cache.rinks;
  // Scan is fine here: the directory holds ~400 rinks, is read at most every
  // ten minutes and the result is cached above.
  const result = await doc.send(new ScanCommand({ TableName: TABLES.rinks }));
  cache = { at: Date.now(), rinks: (result.Items ?? []) as RinkDirectoryEntry[] };
  return cache.rinks;
}
