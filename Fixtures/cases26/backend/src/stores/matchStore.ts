import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import type { Match } from '../schemas/match.schema.js';

export async function getMatch(matchId: string): Promise<Match | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  return result.Item as Match | undefined;
}

export async function liveMatches(): Promise<Match[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.matches,
      IndexName: 'status-startTime-index',
      KeyConditionExpression: '#s = :live',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':live': 'live' },
    }),
  );
  return (result.Items ?? []) as Match[];
}

export async function allMatches(): Promise<Match[]> {
  const result = await ddb.send(new ScanCommand({ TableName: tables.matches }));
  return (result.Items ?? []) as Match[];
}

export async function recordRaid(matchId: string, homePoints: number, awayPoints: number): Promise<void> {
  const current = await getMatch(matchId);
  if (!current || current.status === 'completed') return;
  await ddb.send(
    new UpdateCommand({
      TableName: tables.matches,
      Key: { matchId },
      UpdateExpression: 'SET homePoints = :h, awayPoints = :a',
      ExpressionAttributeValues: { ':h': homePoints, ':a': awayPoints },
    }),
  );
}

export async function markCompleted(matchId: string, endTime: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.matches,
      Key: { matchId },
      UpdateExpression: 'SET #s = :done, endTime = :end',
      ConditionExpression: '#s <> :done',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':done': 'completed', ':end': endTime },
    }),
  );
}

export async function saveMatches(matches: Match[]): Promise<void> {
  await Promise.all(matches.map((m) => ddb.send(new PutCommand({ TableName: tables.matches, Item: m }))));
}
