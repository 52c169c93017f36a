import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { HOUR_SECONDS, toEpochSeconds } from '../lib/time.js';
import type { FollowRecord } from '../schemas/follow.js';
import type { Match } from '../schemas/match.js';

const FOLLOW_TTL_HOURS = 48;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, matchId } }));
  return res.Item as FollowRecord | undefined;
}

export async function followMatch(userId: string, match: Match, teamId: string | null): Promise<boolean> {
  const existing = await getMatchFollow(userId, match.matchId);
  if (existing) {
    return false;
  }
  // 48 hours covers a full day of play plus extra time and a shootout
  const ttl = toEpochSeconds(match.startTime) + FOLLOW_TTL_HOURS * HOUR_SECONDS;
  await ddb.send(new PutCommand({ TableName: tables.follows, Item: { userId, matchId: match.matchId, teamId, createdAt: Date.now(), ttl } }));
  return true;
}

export async function followMatchAtomic(userId: string, matchId: string, teamId: string | null, endsAt: number): Promise<boolean> {
  const ttl = endsAt + FOLLOW_TTL_HOURS * HOUR_SECONDS;
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.follows,
        Item: { userId, matchId, teamId, createdAt: Date.now(), ttl },
        ConditionExpression: 'attribute_not_exists(matchId)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') {
      return false;
    }
    throw err;
  }
}

export async function extendFollowTtl(matchId: string, userId: string, completedAt: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':ttl': completedAt + FOLLOW_TTL_HOURS * HOUR_SECONDS },
    }),
  );
}

export async function setFollowTeam(userId: string, matchId: string, teamId: string | null): Promise<void> {
  const current = await getMatchFollow(userId, matchId);
  if (!current) {
    throw new Error(`no follow for ${userId}/${matchId}`);
  }
  await ddb.send(new UpdateCommand({ TableName: tables.follows, Key: { userId, matchId }, UpdateExpression: 'SET teamId = :teamId', ExpressionAttributeValues: { ':teamId': teamId } }));
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function listFollowsForUser(userId: string): Promise<FollowRecord[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}
