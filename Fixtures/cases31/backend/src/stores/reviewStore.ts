import { BatchGetCommand, GetCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, REVIEWS_TABLE, MATCHES_TABLE } from "./ddb.js";
import type { ReviewEntry } from "../schemas/review.schema.js";
import type { MatchRecord, Rally } from "../schemas/match.schema.js";

export async function saveReviews(matchId: string, entries: ReviewEntry[], match: MatchRecord): Promise<void> {
  const expiresAt = Math.floor(match.startTime / 1000) + 7 * 24 * 3600;
  await Promise.all(entries.map((entry) => ddb.send(new PutCommand({ TableName: REVIEWS_TABLE, Item: { matchId, ...entry, ttl: expiresAt } }))));
}

export async function saveRallies(matchId: string, rallies: Rally[]): Promise<void> {
  await Promise.all(rallies.map((rally) => putRally(matchId, rally)));
}

async function putRally(matchId: string, rally: Rally): Promise<void> {
  await ddb.send(new PutCommand({ TableName: MATCHES_TABLE, Item: { matchId, sk: `rally#${rally.rallyId}`, ...rally } }));
}

export async function loadReviewPair(matchId: string, a: string, b: string): Promise<ReviewEntry[]> {
  const [first, second] = await Promise.all([
    ddb.send(new GetCommand({ TableName: REVIEWS_TABLE, Key: { matchId, entryId: a } })),
    ddb.send(new GetCommand({ TableName: REVIEWS_TABLE, Key: { matchId, entryId: b } })),
  ]);
  return [first.Item, second.Item].filter(Boolean) as ReviewEntry[];
}

export async function loadReviewsByIds(matchId: string, ids: string[]): Promise<ReviewEntry[]> {
  const res = await ddb.send(new BatchGetCommand({ RequestItems: { [REVIEWS_TABLE]: { Keys: ids.map((entryId) => ({ matchId, entryId })) } } }));
  return (res.Responses?.[REVIEWS_TABLE] ?? []) as ReviewEntry[];
}

export async function reviewsAcrossTour(): Promise<ReviewEntry[]> {
  const res = await ddb.send(new ScanCommand({ TableName: REVIEWS_TABLE, ProjectionExpression: "decisionKind" }));
  return (res.Items ?? []) as ReviewEntry[];
}

export async function markReviewed(matchId: string, entryId: string): Promise<void> {
  const before = await ddb.send(new GetCommand({ TableName: REVIEWS_TABLE, Key: { matchId, entryId } }));
  if (!before.Item) return;
  await ddb.send(new PutCommand({ TableName: REVIEWS_TABLE, Item: { ...before.Item, reviewed: true }, ConditionExpression: "attribute_exists(entryId) AND version = :v", ExpressionAttributeValues: { ":v": before.Item.version } }));
}
