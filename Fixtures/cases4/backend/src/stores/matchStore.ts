import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MatchItemSchema, type MatchItem } from '../schemas/match.js';
import { doc, tables } from './dynamo.js';

/** Match row: the public MatchItem plus feed bookkeeping the API never returns. */
export type MatchRecord = MatchItem & {
  seq: number;
  legNumber: number;
  legsPerSet: number;
  lastVisit: { playerId: string; darts: string[]; score: number } | null;
  nextSessionAt: number | null;
  venueTimeZone: string;
};

export async function getMatchRecord(matchId: string): Promise<MatchRecord | undefined> {
  const res = await doc.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  return res.Item as MatchRecord | undefined;
}

export async function getMatch(matchId: string): Promise<MatchItem | undefined> {
  const record = await getMatchRecord(matchId);
  return record ? MatchItemSchema.parse(record) : undefined;
}

/**
 * Stores a new snapshot unless a newer feed event already landed. The early return saves a
 * write in the common case; the condition is what actually guards against out-of-order events.
 */
export async function saveSnapshot(record: MatchRecord): Promise<boolean> {
  const current = await getMatchRecord(record.matchId);
  if (current && current.seq >= record.seq) return false;
  try {
    await doc.send(
      new PutCommand({
        TableName: tables.matches,
        Item: record,
        ConditionExpression: 'attribute_not_exists(matchId) OR seq < :seq',
        ExpressionAttributeValues: { ':seq': record.seq },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Matches starting on `day` (YYYY-MM-DD, venue-local), via the byDay GSI. */
export async function listMatchIdsForDay(day: string): Promise<string[]> {
  const res = await doc.send(
    new QueryCommand({
      TableName: tables.matches,
      IndexName: 'byDay',
      KeyConditionExpression: 'startDay = :d',
      ExpressionAttributeValues: { ':d': day },
      ProjectionExpression: 'matchId',
    }),
  );
  return (res.Items ?? []).map((item) => item.matchId as string);
}
