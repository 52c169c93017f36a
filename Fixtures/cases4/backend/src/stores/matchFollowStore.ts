import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FollowRecordSchema, type FollowRecord } from '../schemas/follow.js';
import { doc, tables } from './dynamo.js';

// Multi-session events can run for days, so the TTL is pushed out again when the match completes.
const TTL_AFTER_END_SECONDS = 48 * 60 * 60;

export function followTtl(matchEndOrStartMs: number): number {
  return Math.floor(matchEndOrStartMs / 1000) + TTL_AFTER_END_SECONDS;
}

export async function getFollow(userId: string, matchId: string): Promise<FollowRecord | undefined> {
  const res = await doc.send(new GetCommand({ TableName: tables.follows, Key: { userId, matchId } }));
  return res.Item ? FollowRecordSchema.parse(res.Item) : undefined;
}

export async function putFollow(record: FollowRecord): Promise<void> {
  await doc.send(new PutCommand({ TableName: tables.follows, Item: record }));
}

/** Returns false when the user already follows the match. */
export async function createFollowIfAbsent(record: FollowRecord): Promise<boolean> {
  try {
    await doc.send(
      new PutCommand({
        TableName: tables.follows,
        Item: record,
        ConditionExpression: 'attribute_not_exists(userId)',
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

export async function removeFollow(userId: string, matchId: string): Promise<void> {
  await doc.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, matchId } }));
}

export async function listFollowsForUser(userId: string): Promise<FollowRecord[]> {
  const items: FollowRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        TableName: tables.follows,
        KeyConditionExpression: 'userId = :u',
        ExpressionAttributeValues: { ':u': userId },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []).map((item) => FollowRecordSchema.parse(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function setPerspective(userId: string, matchId: string, playerId: string): Promise<boolean> {
  try {
    await doc.send(
      new UpdateCommand({
        TableName: tables.follows,
        Key: { userId, matchId },
        UpdateExpression: 'SET playerId = :p',
        ConditionExpression: 'attribute_exists(userId)',
        ExpressionAttributeValues: { ':p': playerId },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
