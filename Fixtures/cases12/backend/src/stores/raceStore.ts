import { GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, tables } from "../lib/dynamo";
import { RaceSchema, type Race } from "../schemas/race.schema";

const CACHE_TTL_MS = 10 * 60 * 1000;
let cachedRaces: { races: Race[]; loadedAt: number } | null = null;

export async function getRace(raceId: string): Promise<Race | null> {
  const result = await docClient.send(new GetCommand({ TableName: tables.races, Key: { raceId } }));
  return result.Item ? RaceSchema.parse(result.Item) : null;
}

export async function listRaces(): Promise<Race[]> {
  if (cachedRaces && Date.now() - cachedRaces.loadedAt < CACHE_TTL_MS) {
    return cachedRaces.races;
  }
  // Scan is fine here: one row per Grand Tour edition (three a year, a few dozen in
  // total), and the Lambda keeps the result for ten minutes between invocations.
  const result = await docClient.send(new ScanCommand({ TableName: tables.races }));
  const races = (result.Items ?? []).map((item) => RaceSchema.parse(item));
  cachedRaces = { races, loadedAt: Date.now() };
  return races;
}

export function activeRaces(races: readonly Race[], now = new Date()): Race[] {
  const today = now.toISOString().slice(0, 10);
  return races.filter((race) => race.startDate.slice(0, 10) <= today && today <= race.endDate.slice(0, 10));
}
