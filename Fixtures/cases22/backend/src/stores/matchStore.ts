import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/ddb';
import { MatchSchema, type Match } from '../schemas/match.schema';

export async function getMatch(matchId: string): Promise<Match | null> {
  const result = await ddb.send(new GetCommand({ TableName: Tables.matches, Key: { match_id: matchId } }));
  return result.Item ? MatchSchema.parse(result.Item) : null;
}

export async function saveMatch(match: Match): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: Tables.matches,
      Item: match,
      ConditionExpression: 'attribute_not_exists(updatedAt) OR updatedAt <= :u',
      ExpressionAttributeValues: { ':u': Date.now() },
    }),
  );
}

export async function liveMatches(): Promise<Match[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: Tables.matches,
      IndexName: 'phase-startTime-index',
      KeyConditionExpression: 'phase = :p',
      ExpressionAttributeValues: { ':p': 'live' },
    }),
  );
  return (result.Items ?? []).map((item) => MatchSchema.parse(item));
}

export async function allMatchesForSeason(season: number): Promise<Match[]> {
  // Scan is acceptable: the season table holds ~250 fixtures and this runs once a night
  // from the draw rebuild job. TODO: add a season-index GSI if the draw moves to on-demand.
  const result = await ddb.send(
    new ScanCommand({
      TableName: Tables.matches,
      FilterExpression: 'season = :s',
      ExpressionAttributeValues: { ':s': season },
    }),
  );
  return (result.Items ?? []).map((item) => MatchSchema.parse(item));
}

export async function suspendedMatches(): Promise<Match[]> {
  const { Items } = await ddb.send(
    new ScanCommand({ TableName: Tables.matches, FilterExpression: 'phase = :p', ExpressionAttributeValues: { ':p': 'suspended' } }),
  );
  return (Items ?? []).map((item) => MatchSchema.parse(item));
}
