import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, epochSeconds, HOUR_SECONDS, TABLES } from '../lib/dynamo.js';
import type { Match } from '../schemas/match.schema.js';

const MATCH_RETENTION_DAYS = 30;

export async function getMatch(matchId: string): Promise<Match | null> {
  // Get the match by id
  const res = await ddb.send(new GetCommand({ TableName: TABLES.matches, Key: { matchId } }));
  // Return the match or null
  return (res.Item as Match | undefined) ?? null;
}

export async function upsertFromFeed(incoming: Match): Promise<Match> {
  const stored = await getMatch(incoming.matchId);
  if (stored && stored.games.length > incoming.games.length) {
    return stored;
  }
  const ttl = epochSeconds(new Date(incoming.startsAt)) + MATCH_RETENTION_DAYS * 24 * HOUR_SECONDS;
  await ddb.send(new PutCommand({ TableName: TABLES.matches, Item: { ...incoming, ttl } }));
  return incoming;
}

export async function markCompleted(matchId: string, endedAt: string): Promise<void> {
  // The feed sometimes repeats the final update; the condition keeps the first endedAt, which the follow TTLs are keyed on.
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.matches,
      Key: { matchId },
      UpdateExpression: 'SET phase = :c, endedAt = :e',
      ConditionExpression: 'attribute_not_exists(endedAt)',
      ExpressionAttributeValues: { ':c': 'completed', ':e': endedAt },
    }),
  );
}

export async function listLiveMatches(): Promise<Match[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.matches,
      IndexName: 'byPhase',
      KeyConditionExpression: 'phase = :p',
      ExpressionAttributeValues: { ':p': 'live' },
    }),
  );
  return (res.Items ?? []) as Match[];
}

export async function listMatchesForEvent(eventId: string): Promise<Match[]> {
  const res = await ddb.send(new ScanCommand({ TableName: TABLES.matches, FilterExpression: 'eventId = :e', ExpressionAttributeValues: { ':e': eventId } }));
  return (res.Items ?? []) as Match[];
}
