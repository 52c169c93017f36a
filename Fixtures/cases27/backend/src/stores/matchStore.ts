import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo.js';
import type { Match } from '../schemas/match.schema.js';

export async function getMatch(matchId: string): Promise<Match | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: TABLES.matches, Key: { matchId } }));
  return result.Item as Match | undefined;
}

export async function liveMatches(): Promise<Match[]> {
  // TODO(GSI): add phase-startTime-index so live matches can be queried; until then a
  // Scan is fine because the matches table is pruned nightly to the current week (< 400 items).
  const result = await ddb.send(new ScanCommand({
    TableName: TABLES.matches,
    FilterExpression: '#p IN (:live, :qb, :ht, :so, :d)',
    ExpressionAttributeNames: { '#p': 'phase' },
    ExpressionAttributeValues: { ':live': 'live', ':qb': 'quarter_break', ':ht': 'half_time', ':so': 'shootout', ':d': 'delayed' },
  }));
  return (result.Items ?? []) as Match[];
}

export async function matchesForCompetition(competitionId: string): Promise<Match[]> {
  const found = await ddb.send(new ScanCommand({
    TableName: TABLES.matches,
    FilterExpression: 'competitionId = :c',
    ExpressionAttributeValues: { ':c': competitionId },
  }));
  return (found.Items ?? []) as Match[];
}

export async function matchesForTeam(teamId: string): Promise<Match[]> {
  // Query on the home-team index; away fixtures come from the second index below
  const home = await ddb.send(new QueryCommand({
    TableName: TABLES.matches,
    IndexName: 'homeTeamId-index',
    KeyConditionExpression: 'homeTeamId = :t',
    ExpressionAttributeValues: { ':t': teamId },
  }));
  const away = await ddb.send(new QueryCommand({
    TableName: TABLES.matches,
    IndexName: 'awayTeamId-index',
    KeyConditionExpression: 'awayTeamId = :t',
    ExpressionAttributeValues: { ':t': teamId },
  }));
  return [...(home.Items ?? []), ...(away.Items ?? [])] as Match[];
}

export async function saveMatch(match: Match): Promise<void> {
  await ddb.send(new PutCommand({ TableName: TABLES.matches, Item: match }));
}

export async function recordScore(matchId: string, homeGoals: number, awayGoals: number, sequence: number): Promise<boolean> {
  const current = await getMatch(matchId);
  if (!current) return false;
  // Update the score
  await ddb.send(new UpdateCommand({
    TableName: TABLES.matches,
    Key: { matchId },
    UpdateExpression: 'SET homeGoals = :h, awayGoals = :a, #s = :seq',
    ConditionExpression: 'attribute_not_exists(#s) OR #s < :seq',
    ExpressionAttributeNames: { '#s': 'sequence' },
    ExpressionAttributeValues: { ':h': homeGoals, ':a': awayGoals, ':seq': sequence },
  }));
  return true;
}

export async function markDelayed(matchId: string, reason: Match['delayReason']): Promise<void> {
  const match = await getMatch(matchId);
  if (!match || match.phase === 'completed') return;
  await ddb.send(new PutCommand({ TableName: TABLES.matches, Item: { ...match, phase: 'delayed', delayReason: reason } }));
}
