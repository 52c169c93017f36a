import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/dynamo.js';
import { log } from '../lib/logger.js';
import type { ActivitySubscription } from '../schemas/follow.js';

const BATCH_SIZE = 25;

export async function putSubscription(sub: ActivitySubscription): Promise<void> {
  await ddb.send(new PutCommand({ TableName: Tables.activitySubscriptions, Item: sub }));
}

/** Token rotation: store the new token and drop the old one straight away. */
export async function rotateToken(raceId: string, oldToken: string | null, sub: ActivitySubscription): Promise<void> {
  await putSubscription(sub);
  if (oldToken && oldToken !== sub.pushToken) {
    await deleteSubscription(raceId, oldToken);
  }
}

export async function deleteSubscription(raceId: string, pushToken: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: Tables.activitySubscriptions, Key: { raceId, pushToken } }));
}

export async function listSubscriptionsForRace(raceId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: Tables.activitySubscriptions,
      KeyConditionExpression: 'raceId = :r',
      ExpressionAttributeValues: { ':r': raceId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(raceId: string, userId: string): Promise<void> {
  const subs = (await listSubscriptionsForRace(raceId)).filter((s) => s.userId === userId);
  await Promise.all(subs.map((s) => deleteSubscription(raceId, s.pushToken)));
}

export async function removeAllSubscriptionsForRace(raceId: string): Promise<void> {
  const subs = await listSubscriptionsForRace(raceId);
  for (let i = 0; i < subs.length; i += BATCH_SIZE) {
    const chunk = subs.slice(i, i + BATCH_SIZE);
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [Tables.activitySubscriptions]: chunk.map((s) => ({
            DeleteRequest: { Key: { raceId, pushToken: s.pushToken } },
          })),
        },
      }),
    );
  }
}

export async function markFrequentPushes(subs: ActivitySubscription[], enabled: boolean): Promise<void> {
  await Promise.all(
    subs.map((s) =>
      ddb.send(new PutCommand({ TableName: Tables.activitySubscriptions, Item: { ...s, frequentPushesEnabled: enabled } })),
    ),
  );
}

export async function countActiveSubscriptions(): Promise<number> {
  const res = await ddb.send(new ScanCommand({ TableName: Tables.activitySubscriptions, Select: 'COUNT' }));
  return res.Count ?? 0;
}

export async function listSubscriptionsForUser(userId: string): Promise<ActivitySubscription[]> {
  // TODO(GSI): add userId-index (PK userId) in migrate-006; until then the
  // table is small (one row per running Live Activity, TTL-expired after the race)
  // and this only runs from the account-deletion job, a few times a day.
  const res = await ddb.send(
    new ScanCommand({
      TableName: Tables.activitySubscriptions,
      FilterExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  log.info('scanned subscriptions for account deletion', { userId, count: res.Count });
  return (res.Items ?? []) as ActivitySubscription[];
}

/** Removes tokens APNs answered 410 for, in BatchWrite chunks. */
export async function removeAllStaleTokens(raceId: string, tokens: string[]): Promise<void> {
  for (let start = 0; start < tokens.length; start += BATCH_SIZE) {
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [Tables.activitySubscriptions]: tokens.slice(start, start + BATCH_SIZE).map((pushToken) => ({
            DeleteRequest: { Key: { raceId, pushToken } },
          })),
        },
      }),
    );
  }
}

/** Season-end export for the data team; run by hand from the ops CLI. */
export async function exportAllSubscriptions(): Promise<ActivitySubscription[]> {
  // umpire:disable-next-line unjustified-scan -- manual ops export, run once per season against a table that TTL keeps small
  const res = await ddb.send(new ScanCommand({ TableName: Tables.activitySubscriptions, ConsistentRead: false }));
  return (res.Items ?? []) as ActivitySubscription[];
}
