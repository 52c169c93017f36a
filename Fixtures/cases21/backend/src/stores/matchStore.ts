import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";
import { logger } from "../lib/logger.js";
import type { Match } from "../schemas/match.js";

export async function getMatch(matchId: string): Promise<Match | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  return out.Item as Match | undefined;
}

export async function getMatches(matchIds: string[]): Promise<Match[]> {
  const results = await Promise.all(
    chunk(matchIds, 100).map((ids) =>
      ddb.send(new BatchGetCommand({ RequestItems: { [tables.matches]: { Keys: ids.map((matchId) => ({ matchId })) } } })),
    ),
  );
  return results.flatMap((r) => (r.Responses?.[tables.matches] ?? []) as Match[]);
}

export async function upsertMatchFromFeed(incoming: Match): Promise<"created" | "updated" | "unchanged"> {
  const existing = await getMatch(incoming.matchId);
  if (existing && existing.displayState.homeTotal === incoming.displayState.homeTotal && existing.displayState.awayTotal === incoming.displayState.awayTotal && existing.displayState.phase === incoming.displayState.phase) {
    return "unchanged";
  }
  await ddb.send(new PutCommand({ TableName: tables.matches, Item: incoming }));
  return existing ? "updated" : "created";
}

export async function markPostponed(matchId: string, reason: string): Promise<void> {
  const match = await getMatch(matchId);
  if (!match || match.displayState.phase === "completed") {
    logger.info("skip postpone", { matchId });
    return;
  }
  const postpone = new UpdateCommand({
    TableName: tables.matches,
    Key: { matchId },
    UpdateExpression: "SET displayState.phase = :p, postponedReason = :r",
    ExpressionAttributeValues: { ":p": "postponed", ":r": reason },
  });
  await ddb.send(postpone);
}

export async function advanceQuarter(matchId: string, expectedQuarter: number): Promise<boolean> {
  const match = await getMatch(matchId);
  if (!match) return false;
  try {
    await ddb.send(new UpdateCommand({
      TableName: tables.matches,
      Key: { matchId },
      UpdateExpression: "SET displayState.quarter = :next",
      ConditionExpression: "displayState.quarter = :expected",
      ExpressionAttributeValues: { ":next": expectedQuarter + 1, ":expected": expectedQuarter },
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === "ConditionalCheckFailedException") return false;
    throw err;
  }
}

export async function liveMatchesForRound(roundLabel: string): Promise<Match[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.matches,
      IndexName: "roundLabel-index",
      KeyConditionExpression: "roundLabel = :r",
      ExpressionAttributeValues: { ":r": roundLabel },
    }),
  );
  return (out.Items ?? []) as Match[];
}

export async function allLiveMatches(): Promise<Match[]> {
  const out = await ddb.send(
    new ScanCommand({
      TableName: tables.matches,
      FilterExpression: "displayState.phase IN (:live, :qt, :ht, :tqt)",
      ExpressionAttributeValues: { ":live": "live", ":qt": "quarter_time", ":ht": "half_time", ":tqt": "three_quarter_time" },
    }),
  );
  return (out.Items ?? []) as Match[];
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
