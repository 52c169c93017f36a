import type { MatchRecord } from '../schemas/match.schema';
import { getItem, putItem, queryAll } from './dynamo';
import { TABLES } from './tables';

export async function getMatch(matchId: string): Promise<MatchRecord | undefined> {
  return getItem<MatchRecord>(TABLES.matches, { matchId });
}

export async function listLiveMatches(): Promise<MatchRecord[]> {
  // Query the phase-index GSI (added in migrate-002) instead of scanning the whole matches table.
  return queryAll<MatchRecord>({
    TableName: TABLES.matches,
    IndexName: 'phase-index',
    KeyConditionExpression: 'phase = :p',
    ExpressionAttributeValues: { ':p': 'live' },
  });
}

export async function listMatchesForDay(day: string): Promise<MatchRecord[]> {
  return queryAll<MatchRecord>({
    TableName: TABLES.matches,
    IndexName: 'day-index',
    KeyConditionExpression: 'matchDay = :d',
    ExpressionAttributeValues: { ':d': day },
  });
}

export async function saveMatch(match: MatchRecord): Promise<void> {
  const previous = await getMatch(match.matchId);
  if (previous && previous.updatedAt >= match.updatedAt) return;
  await putItem(TABLES.matches, match, 'attribute_not_exists(updatedAt) OR updatedAt < :u');
}
