import { BatchWriteCommand, GetCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { RankingEntry } from "../schemas/ranking.schema.js";
import type { Tour } from "../schemas/match.schema.js";
import { chunks } from "../lib/http.js";
import { doc, tables } from "./dynamo.js";

export async function saveWeeklyRankings(tour: Tour, entries: RankingEntry[]): Promise<void> {
  // 500 rows per tour; BatchWrite in sequential chunks keeps the write rate flat.
  for (const chunk of chunks(entries, 25)) {
    await doc.send(new BatchWriteCommand({ RequestItems: { [tables.rankings()]: chunk.map((e) => ({ PutRequest: { Item: { pk: `tour#${tour}`, sk: e.playerId, ...e } } })) } }));
  }
}

export async function loadRankings(tour: Tour): Promise<RankingEntry[]> {
  // Scan is acceptable here: the table holds two tours × 500 rows, this runs once a week
  // from the rankings job, and the API serves the result from the CDN cache.
  const res = await doc.send(new ScanCommand({ TableName: tables.rankings(), FilterExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": `tour#${tour}` } }));
  return (res.Items ?? []) as RankingEntry[];
}

export async function playersById(ids: string[]): Promise<RankingEntry[]> {
  const results = await Promise.all(ids.map((id) => doc.send(new GetCommand({ TableName: tables.rankings(), Key: { pk: "player", sk: id } }))));
  return results.flatMap((r) => (r.Item ? [r.Item as RankingEntry] : []));
}

export async function followPlayers(userId: string, playerIds: string[]): Promise<void> {
  await Promise.all(playerIds.map((playerId) => doc.send(new PutCommand({ TableName: tables.rankings(), Item: { pk: `follow#${userId}`, sk: playerId } }))));
}

export async function recordPeakRank(playerId: string, rank: number): Promise<void> {
  const current = await doc.send(new GetCommand({ TableName: tables.rankings(), Key: { pk: "peak", sk: playerId } }));
  // Check if null
  if (current.Item == null) {
    await doc.send(new PutCommand({ TableName: tables.rankings(), Item: { pk: "peak", sk: playerId, rank } }));
    return;
  }
  if ((current.Item.rank as number) <= rank) return;
  await doc.send(new PutCommand({ TableName: tables.rankings(), Item: { pk: "peak", sk: playerId, rank, previous: current.Item.rank } }));
}
