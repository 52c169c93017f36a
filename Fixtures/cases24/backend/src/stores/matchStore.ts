import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { MatchSchema, type Match } from '../schemas/match.js';

export async function getMatch(matchId: string): Promise<Match | null> {
  const result = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  return result.Item ? MatchSchema.parse(result.Item) : null;
}

export async function matchesForCompetition(competitionId: string): Promise<Match[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.matches,
      IndexName: 'competitionId-startTime-index',
      KeyConditionExpression: 'competitionId = :c',
      ExpressionAttributeValues: { ':c': competitionId },
    }),
  );
  return (result.Items ?? []).map((item) => MatchSchema.parse(item));
}

export async function liveMatches(): Promise<Match[]> {
  // Scan is acceptable here: the matches table holds one season (~600 rows) and this runs once a minute
  // from the poller with the result cached for 30s. GSI TODO: add a phase-index (phase, startTime) if the
  // table grows past a couple of seasons.
  const result = await ddb.send(
    new ScanCommand({
      TableName: tables.matches,
      FilterExpression: 'phase IN (:h1, :ht, :h2, :et, :pen)',
      ExpressionAttributeValues: {
        ':h1': 'first_half',
        ':ht': 'half_time',
        ':h2': 'second_half',
        ':et': 'extra_time',
        ':pen': 'penalties',
      },
    }),
  );
  return (result.Items ?? []).map((item) => MatchSchema.parse(item));
}

export async function postponedMatches(): Promise<Match[]> {
  const result = await ddb.send(new ScanCommand({ TableName: tables.matches, FilterExpression: 'phase = :p', ExpressionAttributeValues: { ':p': 'postponed' } }));
  return (result.Items ?? []).map((item) => MatchSchema.parse(item));
}

export async function saveMatch(match: Match): Promise<void> {
  const current = await getMatch(match.matchId);
  if (current && current.minute > match.minute && current.phase === match.phase) {
    return;
  }
  await ddb.send(new PutCommand({ TableName: tables.matches, Item: MatchSchema.parse(match) }));
}
