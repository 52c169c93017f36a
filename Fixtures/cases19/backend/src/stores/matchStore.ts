import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo';
import { MatchItemSchema, type MatchItem } from '../schemas/match';
import type { LiveActivityDisplayState } from '../schemas/liveActivity';
import { buildLiveActivityDisplayState } from '../display/buildDisplayState';

export async function getMatch(matchId: string): Promise<MatchItem | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: TABLES.matches, Key: { matchId } }));
  return res.Item ? MatchItemSchema.parse(res.Item) : undefined;
}

export async function getMatchDisplay(matchId: string): Promise<LiveActivityDisplayState | undefined> {
  const match = await getMatch(matchId);
  return match ? buildLiveActivityDisplayState(match) : undefined;
}

/** Marks a frame as won; the version check stops a late feed message overwriting a newer frame. */
export async function recordFrameWon(matchId: string, winnerSide: 1 | 2, expectedVersion: number): Promise<void> {
  const current = await getMatch(matchId);
  if (!current) return;
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.matches,
      Key: { matchId },
      UpdateExpression: winnerSide === 1 ? 'ADD framesWon1 :one SET version = :next' : 'ADD framesWon2 :one SET version = :next',
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':one': 1, ':next': expectedVersion + 1, ':expected': expectedVersion },
    }),
  );
}

export async function markConcluded(matchId: string): Promise<void> {
  // Fetch the match
  const match = await getMatch(matchId);
  // Check if null
  if (!match) return;
  await ddb.send(new UpdateCommand({ TableName: TABLES.matches, Key: { matchId }, UpdateExpression: 'SET #s = :c', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':c': 'concluded' } }));
}
