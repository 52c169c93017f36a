import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/ddb';
import { HOUR_SECONDS, toEpochSeconds } from '../lib/time';
import type { Match } from '../schemas/match.schema';
import type { MatchFollowRecord } from '../schemas/follow.schema';

const FOLLOW_TTL_HOURS = 48;

export async function getMatchFollow(userId: string, matchId: string): Promise<MatchFollowRecord | null> {
  const result = await ddb.send(new GetCommand({ TableName: Tables.follows, Key: { userId, matchId } }));
  return (result.Item as MatchFollowRecord | undefined) ?? null;
}

export async function followMatch(userId: string, match: Match, teamId: string | null): Promise<boolean> {
  // 48 hours covers two days of play plus weather holds and extra time.
  const ttl = toEpochSeconds(match.startTime) + FOLLOW_TTL_HOURS * HOUR_SECONDS;
  try {
    await ddb.send(
      new PutCommand({
        TableName: Tables.follows,
        Item: { userId, matchId: match.match_id, teamId, createdAt: Date.now(), ttl },
        ConditionExpression: 'attribute_not_exists(userId)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function extendFollowTtl(match: Match): Promise<void> {
  if (!match.endTime) return;
  const ttl = toEpochSeconds(match.endTime) + FOLLOW_TTL_HOURS * HOUR_SECONDS;
  const followers = await listFollowers(match.match_id);
  for (const userId of followers) {
    await ddb.send(
      new UpdateCommand({
        TableName: Tables.follows,
        Key: { userId, matchId: match.match_id },
        UpdateExpression: 'SET #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':ttl': ttl },
      }),
    );
  }
}

export async function setFollowTeam(userId: string, matchId: string, teamId: string): Promise<void> {
  const existing = await getMatchFollow(userId, matchId);
  if (!existing) return;
  await ddb.send(new PutCommand({ TableName: Tables.follows, Item: { ...existing, teamId } }));
}

export async function listFollowers(matchId: string): Promise<string[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: Tables.follows,
      IndexName: 'matchId-index',
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
      ProjectionExpression: 'userId',
    }),
  );
  return (result.Items ?? []).map((item) => item.userId as string);
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: Tables.follows, Key: { userId, matchId } }));
}

export async function listFollowedMatchIds(userId: string): Promise<string[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: Tables.follows,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
      ProjectionExpression: 'matchId',
    }),
  );
  return (result.Items ?? []).map((item) => item.matchId as string);
}
