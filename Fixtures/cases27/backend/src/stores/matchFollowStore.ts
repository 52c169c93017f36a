import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo.js';
import type { Match } from '../schemas/match.schema.js';
import type { MatchFollow } from '../schemas/follow.schema.js';

const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export async function getMatchFollow(userId: string, matchId: string): Promise<MatchFollow | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
  return result.Item as MatchFollow | undefined;
}

export async function followMatch(userId: string, match: Match, teamId: string | null): Promise<'created' | 'exists'> {
  const existing = await getMatchFollow(userId, match.matchId);
  if (existing) return 'exists';
  // 48 hours covers a long day of quarter-finals plus a lightning delay
  const ttl = Math.floor(Date.parse(match.startTime) / 1000) + FOLLOW_TTL_SECONDS;
  await ddb.send(new PutCommand({ TableName: TABLES.follows, Item: { userId, matchId: match.matchId, teamId, followedAt: Date.now(), ttl } }));
  return 'created';
}

export async function extendFollowTtl(userId: string, match: Match): Promise<void> {
  if (!match.endTime) return;
  const ttl = Math.floor(Date.parse(match.endTime) / 1000) + FOLLOW_TTL_SECONDS;
  await ddb.send(new PutCommand({
    TableName: TABLES.follows,
    Item: { userId, matchId: match.matchId, ttl },
    ConditionExpression: 'attribute_exists(userId)',
  }));
}

export async function setFollowTeam(userId: string, matchId: string, teamId: string): Promise<void> {
  const follow = await getMatchFollow(userId, matchId);
  if (!follow) throw new Error(`no follow for ${userId}/${matchId}`);
  const version = (follow as { version?: number }).version ?? 0;
  const update = new PutCommand({
    TableName: TABLES.follows,
    Item: { ...follow, teamId, version: version + 1 },
    ConditionExpression: 'attribute_not_exists(version) OR version = :v',
    ExpressionAttributeValues: { ':v': version },
  });
  await ddb.send(update);
}

export async function followersOf(matchId: string): Promise<MatchFollow[]> {
  const result = await ddb.send(new QueryCommand({
    TableName: TABLES.follows,
    IndexName: 'matchId-index',
    KeyConditionExpression: 'matchId = :m',
    ExpressionAttributeValues: { ':m': matchId },
  }));
  return (result.Items ?? []) as MatchFollow[];
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
}
