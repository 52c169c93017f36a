import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, HOUR_SECONDS, SUBSCRIPTIONS_TABLE } from './dynamo.js';
import type { ActivitySubscription } from '../schemas/follow.schema.js';
import { logger } from '../logger.js';

const BATCH_LIMIT = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RegisterInput {
  userId: string;
  tournamentId: string;
  playerId: string | null;
  activityId: string;
  pushToken: string;
  frequentPushesEnabled: boolean;
  roundTeeTimeUtc: string;
}

export async function registerSubscription(input: RegisterInput): Promise<void> {
  const item: ActivitySubscription = {
    pk: `TOURNAMENT#${input.tournamentId}`,
    sk: `ACTIVITY#${input.activityId}`,
    userId: input.userId,
    playerId: input.playerId,
    pushToken: input.pushToken,
    frequentPushesEnabled: input.frequentPushesEnabled,
    registeredAt: new Date().toISOString(),
    ttl: Math.floor(Date.parse(input.roundTeeTimeUtc) / 1000) + 36 * HOUR_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: SUBSCRIPTIONS_TABLE, Item: item }));
}

export async function listSubscriptionsForTournament(tournamentId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: SUBSCRIPTIONS_TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `TOURNAMENT#${tournamentId}` },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(tournamentId: string, userId: string): Promise<ActivitySubscription[]> {
  const mine = (await listSubscriptionsForTournament(tournamentId)).filter((s) => s.userId === userId);
  await Promise.all(
    mine.map((sub) =>
      ddb.send(new DeleteCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { pk: sub.pk, sk: sub.sk } })),
    ),
  );
  return mine;
}

export async function removeAllSubscriptionsForTournament(tournamentId: string): Promise<void> {
  const all = await listSubscriptionsForTournament(tournamentId);
  for (let i = 0; i < all.length; i += BATCH_LIMIT) {
    const chunk = all.slice(i, i + BATCH_LIMIT);
    let pending = chunk.map((s) => ({ DeleteRequest: { Key: { pk: s.pk, sk: s.sk } } }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const res = await ddb.send(new BatchWriteCommand({ RequestItems: { [SUBSCRIPTIONS_TABLE]: pending } }));
      pending = (res.UnprocessedItems?.[SUBSCRIPTIONS_TABLE] ?? []) as typeof pending;
      if (pending.length > 0) await sleep(2 ** attempt * 100);
    }
  }
}

export async function removeSubscriptionByToken(pushToken: string): Promise<void> {
  // Scan is acceptable here: only called on an APNs 410, which happens a few times a day,
  // and the table holds a few thousand rows. TODO(GSI): add byPushToken if 410s grow.
  const res = await ddb.send(
    new ScanCommand({
      TableName: SUBSCRIPTIONS_TABLE,
      FilterExpression: 'pushToken = :t',
      ExpressionAttributeValues: { ':t': pushToken },
    }),
  );
  for (const item of res.Items ?? []) {
    await ddb.send(new DeleteCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { pk: item.pk, sk: item.sk } }));
  }
  logger.info('removed stale activity subscription', { count: res.Items?.length ?? 0 });
}

export async function listSubscriptionsForUser(userId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(
    new ScanCommand({ TableName: SUBSCRIPTIONS_TABLE, FilterExpression: 'userId = :u', ExpressionAttributeValues: { ':u': userId } }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}
