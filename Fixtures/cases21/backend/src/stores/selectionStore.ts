import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";
import type { Match } from "../schemas/match.js";

const SELECTIONS_TABLE = process.env.SELECTIONS_TABLE ?? "behind-selections";
const KEEP_SECONDS = 7 * 24 * 60 * 60;

export interface StoredSelection {
  matchId: string;
  teamId: string;
  ins: string[];
  outs: string[];
  late: boolean;
  ttl: number;
}

export async function saveSelection(match: Match, teamId: string, ins: string[], outs: string[], late: boolean): Promise<void> {
  const item: StoredSelection = {
    matchId: match.matchId,
    teamId,
    ins,
    outs,
    late,
    ttl: Math.floor(new Date(match.startTime).getTime() / 1000) + KEEP_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: SELECTIONS_TABLE, Item: item }));
}

export async function saveSelectionAfterMatch(match: Match & { endTime: string }, teamId: string, ins: string[], outs: string[]): Promise<void> {
  const endSeconds = Math.floor(Date.parse(match.endTime) / 1000);
  await ddb.send(
    new PutCommand({
      TableName: SELECTIONS_TABLE,
      Item: { matchId: match.matchId, teamId, ins, outs, late: false, ttl: endSeconds + KEEP_SECONDS },
    }),
  );
}

export async function selectionsFor(matchId: string): Promise<StoredSelection[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: SELECTIONS_TABLE,
      KeyConditionExpression: "matchId = :m",
      ExpressionAttributeValues: { ":m": matchId },
    }),
  );
  return (out.Items ?? []) as StoredSelection[];
}

export const selectionTables = { selections: SELECTIONS_TABLE, follows: tables.follows };
