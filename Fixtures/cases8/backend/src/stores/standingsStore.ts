import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { batchPut, ddb, tableName } from "../lib/ddb";
import type { StandingsRow } from "../schemas/standings";

const TABLE = tableName("standings");

export interface StandingsRecord {
  teamId: string;
  division: string;
  wins: number;
  losses: number;
  winPct: number;
  gamesBackText: string;
  streakText: string;
  clinched: boolean;
}

// One row per club, so this is 30 items; the route caches the result for ten
// minutes. A Scan is cheaper here than keeping a division GSI in sync.
export async function loadStandings(): Promise<StandingsRecord[]> {
  const result = await ddb.send(new ScanCommand({ TableName: TABLE }));
  return (result.Items ?? []) as StandingsRecord[];
}

export async function saveStandings(rows: StandingsRow[]): Promise<void> {
  await batchPut(TABLE, rows);
}

export async function recordResult(teamId: string, won: boolean): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { teamId },
      UpdateExpression: won ? "ADD wins :one" : "ADD losses :one",
      ExpressionAttributeValues: { ":one": 1 },
    }),
  );
}
