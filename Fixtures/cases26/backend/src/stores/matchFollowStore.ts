import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { HOUR_SECONDS, epochSeconds } from '../lib/time.js';
import type { FollowRecord } from '../schemas/follow.schema.js';

// 48 hours after the match ends covers extra time, golden raids and a delayed finish.
const FOLLOW_TTL_AFTER_END_SECONDS = 48 * HOUR_SECONDS;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, matchId } }));
  return result.Item as FollowRecord | undefined;
}

export async function followMatch(userId: string, matchId: string, teamId: string | null, startTime: number): Promise<void> {
  const ttl = epochSeconds(startTime) + 48 * HOUR_SECONDS;
  await ddb.send(
    new PutCommand({
      TableName: tables.follows,
      Item: { userId, matchId, teamId, createdAt: Date.now(), ttl },
    }),
  );
}

export async function followMatchOnce(userId: string, matchId: string, teamId: string | null, endTime: number): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.follows,
        Item: { userId, matchId, teamId, createdAt: Date.now(), ttl: epochSeconds(endTime) + FOLLOW_TTL_AFTER_END_SECONDS },
        ConditionExpression: 'attribute_not_exists(userId)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function extendFollowTtl(matchId: string, userId: string, matchEndTime: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':ttl': epochSeconds(matchEndTime) + FOLLOW_TTL_AFTER_END_SECONDS },
    }),
  );
}

export async function setFollowTeam(userId: string, matchId: string, teamId: string | null): Promise<void> {
  const existing = await getMatchFollow(userId, matchId);
  if (!existing) return;
  await ddb.send(new PutCommand({ TableName: tables.follows, Item: { ...existing, teamId } }));
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function followsForUser(userId: string): Promise<FollowRecord[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (result.Items ?? []) as FollowRecord[];
}

export async function followersOfMatch(matchId: string): Promise<FollowRecord[]> {
  const result = await ddb.send(
    new ScanCommand({
      TableName: tables.follows,
      FilterExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (result.Items ?? []) as FollowRecord[];
}
