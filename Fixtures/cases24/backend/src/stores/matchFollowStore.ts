import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { hoursFrom, nowSeconds } from '../lib/time.js';
import { FollowRecordSchema, type FollowRecord } from '../schemas/follow.js';
import type { Match } from '../schemas/match.js';

const FOLLOW_TTL_HOURS = 48;

export async function getMatchFollow(userId: string, matchId: string): Promise<FollowRecord | null> {
  const result = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, matchId } }));
  return result.Item ? FollowRecordSchema.parse(result.Item) : null;
}

export async function followMatch(userId: string, match: Match, teamId: string | null): Promise<boolean> {
  const existing = await getMatchFollow(userId, match.matchId);
  if (existing) {
    return false;
  }
  const record: FollowRecord = {
    userId,
    matchId: match.matchId,
    teamId,
    createdAt: nowSeconds(),
    ttl: match.startTime + FOLLOW_TTL_HOURS * 3600,
  };
  await ddb.send(new PutCommand({ TableName: tables.follows, Item: record }));
  return true;
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

export async function extendFollowTtl(userId: string, match: Match): Promise<void> {
  const endedAt = match.endedAt ?? nowSeconds();
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId: match.matchId },
      UpdateExpression: 'SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':ttl': hoursFrom(endedAt, FOLLOW_TTL_HOURS) },
    }),
  );
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function followersOf(matchId: string): Promise<FollowRecord[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      IndexName: 'matchId-index',
      KeyConditionExpression: 'matchId = :matchId',
      ExpressionAttributeValues: { ':matchId': matchId },
    }),
  );
  return (result.Items ?? []).map((item) => FollowRecordSchema.parse(item));
}
