import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MatchFollowRecord } from '../types';
import { ddb, HOUR_SECONDS, queryAll, tables, toEpochSeconds } from './dynamo';

// Follows outlive the match by two days so late score corrections still reach followers.
const FOLLOW_TTL_HOURS = 48;

export async function getMatchFollow(userId: string, matchId: string): Promise<MatchFollowRecord | undefined> {
  const result = await ddb.send(
    new GetCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
    }),
  );
  return result.Item as MatchFollowRecord | undefined;
}

export async function followMatch(
  userId: string,
  matchId: string,
  teamId: string | null,
  kickoffAt: string,
): Promise<void> {
  const ttl = toEpochSeconds(kickoffAt) + FOLLOW_TTL_HOURS * HOUR_SECONDS;
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET teamId = :teamId, followedAt = if_not_exists(followedAt, :now), #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':teamId': teamId, ':now': new Date().toISOString(), ':ttl': ttl },
    }),
  );
}

/**
 * Called when a match reaches full time. The follow row was written before we knew
 * when the match would end, so the expiry is moved to count from the final whistle.
 */
export async function extendFollowTtl(userId: string, matchId: string, endedAt: string): Promise<void> {
  const expiresAt = toEpochSeconds(endedAt) + FOLLOW_TTL_HOURS * HOUR_SECONDS;
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET #ttl = :ttl',
      ConditionExpression: 'attribute_exists(userId)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':ttl': expiresAt },
    }),
  );
}

export async function setFollowTeam(userId: string, matchId: string, teamId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET teamId = :teamId',
      ConditionExpression: 'attribute_exists(userId)',
      ExpressionAttributeValues: { ':teamId': teamId },
    }),
  );
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function listFollowsForUser(userId: string): Promise<MatchFollowRecord[]> {
  return queryAll<MatchFollowRecord>({
    TableName: tables.follows,
    KeyConditionExpression: 'userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  });
}

export async function listFollowersForMatch(matchId: string): Promise<MatchFollowRecord[]> {
  return queryAll<MatchFollowRecord>({
    TableName: tables.follows,
    IndexName: 'matchId-userId-index',
    KeyConditionExpression: 'matchId = :m',
    ExpressionAttributeValues: { ':m': matchId },
  });
}
