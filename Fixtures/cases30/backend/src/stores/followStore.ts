import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, nowSeconds, tables } from '../lib/ddb.js';
import type { FollowRow } from '../types/follow.js';

const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export async function getFollow(userId: string, gameId: string): Promise<FollowRow | null> {
  const res = await ddb.send(new GetCommand({ TableName: tables.follows, Key: { userId, gameId } }));
  return (res.Item as FollowRow | undefined) ?? null;
}

/**
 * Legacy follow path still used by the v2 app. Returns false when the user already follows.
 */
export async function followGameLegacy(
  userId: string,
  game: { gameId: string; startsAt: string },
  teamId: string | null,
): Promise<boolean> {
  const existing = await getFollow(userId, game.gameId);
  if (existing) return false;
  await ddb.send(
    new PutCommand({
      TableName: tables.follows,
      Item: {
        userId,
        gameId: game.gameId,
        teamId,
        followedAt: nowSeconds(),
        ttl: Math.floor(Date.parse(game.startsAt) / 1000) + FOLLOW_TTL_SECONDS,
      },
    }),
  );
  return true;
}

/**
 * v3 follow: the write itself refuses duplicates, so two taps in flight cannot both
 * send push-to-start. The TTL is provisional and is pushed out again at the final whistle.
 */
export async function followGame(userId: string, gameId: string, teamId: string | null): Promise<boolean> {
  const provisionalTtl = nowSeconds() + 7 * 24 * 60 * 60;
  try {
    // umpire:disable-next-line dynamo-check-then-write -- guarded by the condition below
    await ddb.send(
      new PutCommand({
        TableName: tables.follows,
        Item: { userId, gameId, teamId, followedAt: nowSeconds(), ttl: provisionalTtl },
        ConditionExpression: 'attribute_not_exists(gameId)',
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

export async function switchTeam(userId: string, gameId: string, teamId: string): Promise<void> {
  const current = await getFollow(userId, gameId);
  if (!current || current.teamId === teamId) return;
  await ddb.send(
    new UpdateCommand({
      TableName: tables.follows,
      Key: { userId, gameId },
      UpdateExpression: 'SET teamId = :team',
      ExpressionAttributeValues: { ':team': teamId },
    }),
  );
}

/** Called once when the feed reports the final whistle. */
export async function extendFollowTtls(gameId: string, finalWhistleAt: number): Promise<void> {
  const followers = await ddb.send(
    new QueryCommand({
      TableName: tables.follows,
      IndexName: 'gameId-index',
      KeyConditionExpression: 'gameId = :g',
      ExpressionAttributeValues: { ':g': gameId },
    }),
  );
  const ttl = Math.floor(finalWhistleAt / 1000) + FOLLOW_TTL_SECONDS;
  for (const row of followers.Items ?? []) {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.follows,
        Key: { userId: row.userId, gameId },
        UpdateExpression: 'SET #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':ttl': ttl },
      }),
    );
  }
}

export async function deleteFollow(userId: string, gameId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, gameId } }));
}
