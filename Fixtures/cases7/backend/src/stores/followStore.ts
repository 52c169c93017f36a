import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MatchItem } from '../schemas/match.schema';
import { DAY, epochNow, toEpochSeconds } from '../util/time';
import { ddb } from './dynamo';
import { tables } from './tables';

const FOLLOW_TTL_SECONDS = 2 * DAY;
const OPEN_FOLLOW_TTL_SECONDS = 14 * DAY;

// A row in deuce-match-follows (pk userId, sk matchId).
export interface FollowItem {
  userId: string;
  matchId: string;
  playerId: string | null;
  createdAt: number;
  ttl: number;
}

export async function getFollow(userId: string, matchId: string): Promise<FollowItem | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, matchId } }));
  return out.Item as FollowItem | undefined;
}

export async function putFollow(
  follow: Pick<FollowItem, 'userId' | 'matchId' | 'playerId'>,
  match: Pick<MatchItem, 'startsAt'>,
): Promise<FollowItem> {
  const firstServe = toEpochSeconds(match.startsAt);
  const item: FollowItem = {
    ...follow,
    createdAt: epochNow(),
    ttl: firstServe + FOLLOW_TTL_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: tables.follows, Item: item }));
  return item;
}

// When someone follows, nobody knows when the match will end. Give the row a
// long fuse; extendTtlAfterCompletion shortens it once the result is in.
export async function createFollowIfAbsent(follow: Pick<FollowItem, 'userId' | 'matchId' | 'playerId'>): Promise<boolean> {
  const now = epochNow();
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.follows,
        Item: { ...follow, createdAt: now, ttl: now + OPEN_FOLLOW_TTL_SECONDS },
        ConditionExpression: 'attribute_not_exists(userId)',
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

export async function setPerspective(userId: string, matchId: string, playerId: string | null): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET playerId = :p',
      ConditionExpression: 'attribute_exists(userId)',
      ExpressionAttributeValues: { ':p': playerId },
    }),
  );
}

// Once the result is in, the follow only has to outlive the result card and
// the next morning's digest, so the clock restarts from the final point.
export async function extendTtlAfterCompletion(userId: string, matchId: string, completedAt: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, matchId },
      UpdateExpression: 'SET #ttl = :ttl',
      ConditionExpression: 'attribute_exists(userId)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':ttl': completedAt + FOLLOW_TTL_SECONDS },
    }),
  );
}

export async function deleteFollow(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function listFollowersOfMatch(matchId: string): Promise<FollowItem[]> {
  const items: FollowItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tables.follows,
        FilterExpression: 'matchId = :m',
        ExpressionAttributeValues: { ':m': matchId },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as FollowItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function listFollowedMatchIds(userId: string): Promise<string[]> {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
      ProjectionExpression: 'matchId',
    }),
  );
  return (out.Items ?? []).map((item) => item.matchId as string);
}
