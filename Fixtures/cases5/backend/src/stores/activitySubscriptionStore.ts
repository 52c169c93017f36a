import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivitySubscription } from '../types';
import { batchDeleteByPartitionKey, ddb, HOUR_SECONDS, queryAll, tables } from './dynamo';

// Activity tokens die with the activity (8 hours at most), so two days from registration is plenty.
const SUBSCRIPTION_TTL_HOURS = 48;

export async function putSubscription(
  sub: Omit<ActivitySubscription, 'ttl' | 'lastPushedAt'>,
): Promise<void> {
  const registeredAt = Math.floor(Date.now() / 1000);
  await ddb.send(
    new PutCommand({
      TableName: tables.subscriptions,
      Item: {
        ...sub,
        lastPushedAt: null,
        ttl: registeredAt + SUBSCRIPTION_TTL_HOURS * HOUR_SECONDS,
      },
    }),
  );
}

export async function getSubscription(matchId: string, pushToken: string): Promise<ActivitySubscription | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tables.subscriptions, Key: { matchId, pushToken } }));
  return result.Item as ActivitySubscription | undefined;
}

export async function listSubscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  return queryAll<ActivitySubscription>({
    TableName: tables.subscriptions,
    KeyConditionExpression: 'matchId = :m',
    ExpressionAttributeValues: { ':m': matchId },
  });
}

export async function listSubscriptionsForMatches(matchIds: string[]): Promise<ActivitySubscription[][]> {
  return Promise.all(matchIds.map((matchId) => listSubscriptionsForMatch(matchId)));
}

export async function removeSubscription(matchId: string, pushToken: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, pushToken } }));
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<void> {
  const subs = await listSubscriptionsForMatch(matchId);
  const mine = subs.filter((sub) => sub.userId === userId);
  await Promise.all(mine.map((sub) => removeSubscription(matchId, sub.pushToken)));
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<number> {
  return batchDeleteByPartitionKey(tables.subscriptions, 'matchId', matchId, 'pushToken');
}

/**
 * Swap a rotated activity token. The old token is deleted in the same transaction
 * so we never push to both (the push contract asks for immediate invalidation).
 */
export async function rotateSubscriptionToken(
  previous: ActivitySubscription,
  nextToken: string,
): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tables.subscriptions,
            Item: { ...previous, pushToken: nextToken, lastPushedAt: null },
            ConditionExpression: 'attribute_not_exists(pushToken)',
          },
        },
        {
          Delete: {
            TableName: tables.subscriptions,
            Key: { matchId: previous.matchId, pushToken: previous.pushToken },
          },
        },
      ],
    }),
  );
}
