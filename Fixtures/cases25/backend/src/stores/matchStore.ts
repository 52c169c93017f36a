import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { MatchSchema, type Match } from '../schemas/match.js';

export async function getMatch(matchId: string): Promise<Match | undefined> {
  // Get the match from the table
  const res = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  // Check if null
  if (!res.Item) return undefined;
  return MatchSchema.parse(res.Item);
}

export async function saveMatch(match: Match): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tables.matches, Item: match }));
}

export async function liveMatches(): Promise<Match[]> {
  // Uses the byPhase GSI (see migrate-003); live matches are a handful at a time.
  const live = await ddb.send(
    new QueryCommand({
      TableName: tables.matches,
      IndexName: 'byPhase',
      KeyConditionExpression: 'phaseGroup = :p',
      ExpressionAttributeValues: { ':p': 'live' },
    }),
  );
  return (live.Items ?? []).map((item) => MatchSchema.parse(item));
}

export async function matchesForCompetition(code: string): Promise<Match[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: tables.matches,
      FilterExpression: 'competitionCode = :c',
      ExpressionAttributeValues: { ':c': code },
    }),
  );
  // Return the result
  return (res.Items ?? []).map((item) => MatchSchema.parse(item));
}
