import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { SubscriptionRecordSchema } from '../schemas/follow.schema';
import { chunk, sleep } from '../util/chunk';
import { logger } from '../util/logger';
import { DAY, epochNow, toEpochSeconds } from '../util/time';
import { ddb } from './dynamo';
import { tables } from './tables';

const SUBSCRIPTION_TTL = 2 * DAY;

export type StoredSubscription = z.infer<typeof SubscriptionRecordSchema> & { frequentPushesEnabled: boolean };

type NewSubscription = Pick<StoredSubscription, 'matchId' | 'token' | 'userId' | 'frequentPushesEnabled'>;

function ttlFrom(startsAt: string): number {
  return toEpochSeconds(startsAt) + SUBSCRIPTION_TTL;
}

export async function addSubscription(input: NewSubscription, matchStartsAt: string): Promise<StoredSubscription> {
  const key = { matchId: input.matchId, token: input.token };
  const existing = await ddb.send(new GetCommand({ TableName: tables.subscriptions, Key: key }));
  if (existing.Item) {
    return existing.Item as StoredSubscription;
  }

  const item: StoredSubscription = {
    ...input,
    createdAt: epochNow(),
    ttl: ttlFrom(matchStartsAt),
  };
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.subscriptions,
        Item: item,
        ConditionExpression: 'attribute_not_exists(#token)',
        ExpressionAttributeNames: { '#token': 'token' },
      }),
    );
  } catch (err) {
    // A second registration for the same token raced us here; theirs is as good as ours.
    if (err instanceof ConditionalCheckFailedException) {
      return item;
    }
    throw err;
  }
  return item;
}

async function deleteSubscription(matchId: string, token: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, token } }));
}

// ActivityKit rotated the token. The old one goes first: until it is gone the
// poller keeps pushing to a token the phone no longer listens on.
export async function rotateToken(previous: string, next: NewSubscription, matchStartsAt: string) {
  await deleteSubscription(next.matchId, previous);
  return addSubscription(next, matchStartsAt);
}

export async function listForMatch(matchId: string): Promise<StoredSubscription[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (out.Items ?? []) as StoredSubscription[];
}

export async function listForUser(matchId: string, userId: string): Promise<StoredSubscription[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      FilterExpression: 'userId = :u',
      ExpressionAttributeValues: { ':m': matchId, ':u': userId },
    }),
  );
  return (out.Items ?? []) as StoredSubscription[];
}

export async function removeForUser(matchId: string, userId: string): Promise<number> {
  const stale = await listForUser(matchId, userId);
  await Promise.all(stale.map((item) => deleteSubscription(matchId, item.token)));
  return stale.length;
}

export async function removeToken(matchId: string, token: string): Promise<void> {
  await deleteSubscription(matchId, token);
}

export async function removeAllForMatch(matchId: string): Promise<void> {
  const keys = (await listForMatch(matchId)).map((s) => ({ matchId: s.matchId, token: s.token }));
  // 25 is the BatchWriteItem ceiling; anything DynamoDB hands back unprocessed
  // is retried with backoff rather than dropped.
  for (const batch of chunk(keys, 25)) {
    let pending = batch.map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tables.subscriptions]: pending } }));
      pending = (out.UnprocessedItems?.[tables.subscriptions] ?? []) as typeof pending;
      if (pending.length > 0) {
        await sleep(100 * 2 ** attempt);
      }
    }
    if (pending.length > 0) {
      logger.warn({ matchId, left: pending.length }, 'subscription cleanup gave up on a batch');
    }
  }
}

export async function countActiveSubscriptions(): Promise<number> {
  let total = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({ TableName: tables.subscriptions, Select: 'COUNT', ExclusiveStartKey: cursor }),
    );
    total += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return total;
}
