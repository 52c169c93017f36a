import { ScanCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, TOURNAMENTS_TABLE } from "./ddb.js";

let cache: { at: number; items: Record<string, unknown>[] } | null = null;

export async function listTournaments(): Promise<Record<string, unknown>[]> {
  if (cache && Date.now() - cache.at < 3600_000) return cache.items;
  // Scan is fine here: the tour calendar is ~60 rows and the result is cached for an hour.
  const res = await ddb.send(new ScanCommand({ TableName: TOURNAMENTS_TABLE }));
  cache = { at: Date.now(), items: res.Items ?? [] };
  return cache.items;
}

export async function tournamentsByTier(tier: string): Promise<Record<string, unknown>[]> {
  const res = await ddb.send(new ScanCommand({ TableName: TOURNAMENTS_TABLE, FilterExpression: "tier = :t", ExpressionAttributeValues: { ":t": tier } }));
  return res.Items ?? [];
}

export async function upsertTournament(item: Record<string, unknown>): Promise<void> {
  // Put the tournament item
  await ddb.send(new PutCommand({ TableName: TOURNAMENTS_TABLE, Item: item }));
}
