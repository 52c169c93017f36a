import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FollowRecord } from '../schemas/follow.schema';
import { ddb, getItem, queryAll } from './dynamo';
import { TABLES } from './tables';

const HOURS_48 = 48 * 60 * 60;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  return getItem<FollowRecord>(TABLES.follows, { userId, matchId });
}

export async function followMatch(userId: string, matchId: string, teamId: string | null, matchStartTime: number): Promise<void> {
  const ttl = Math.floor(matchStartTime / 1000) + HOURS_48;
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET teamId = :teamId, createdAt = if_not_exists(createdAt, :now), #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':teamId': teamId, ':now': Date.now(), ':ttl': ttl },
    }),
  );
}

export async function createFollowOnce(userId: string, matchId: string, teamId: string | null, matchEndEstimate: number): Promise<boolean> {
  const ttl = Math.floor(matchEndEstimate / 1000) + HOURS_48;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLES.follows,
        Key: { userId, matchId },
        UpdateExpression: 'SET teamId = :teamId, createdAt = :now, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(userId)',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':teamId': teamId, ':now': Date.now(), ':ttl': ttl },
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function extendFollowTtl(userId: string, matchId: string, endedAt: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':ttl': endedAt + HOURS_48 },
    }),
  );
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
}

export async function listFollowersForMatch(matchId: string): Promise<FollowRecord[]> {
  // Get all followers for this match
  return queryAll<FollowRecord>({
    TableName: TABLES.follows,
    IndexName: 'matchId-index',
    KeyConditionExpression: 'matchId = :m',
    ExpressionAttributeValues: { ':m': matchId },
  });
}

export async function listFollowsForUser(userId: string): Promise<FollowRecord[]> {
  // Partition key is userId, so this is a Query — no GSI needed.
  return queryAll<FollowRecord>({
    TableName: TABLES.follows,
    KeyConditionExpression: 'userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  });
}
