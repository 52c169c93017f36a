import { DeleteCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { batchDeleteByKeys } from "../lib/batch";
import { docClient, tables } from "../lib/dynamo";
import { ActivitySubscriptionSchema, type ActivitySubscription } from "../schemas/subscription.schema";
import type { Stage } from "../schemas/race.schema";
import { HOUR, nowSeconds, toEpochSeconds } from "../lib/time";

// A placeholder row so the push job knows a push-to-start is on its way for this user.
const PENDING_START_TTL_SECONDS = 6 * HOUR;

export async function putSubscription(subscription: ActivitySubscription): Promise<void> {
  await docClient.send(new PutCommand({ TableName: tables.activitySubscriptions, Item: subscription }));
}

export async function putPendingStart(userId: string, stage: Stage): Promise<void> {
  await docClient.send(
    new PutCommand({
      TableName: tables.activitySubscriptions,
      Item: {
        stageId: stage.stageId,
        pushToken: `pending#${userId}`,
        raceId: stage.raceId,
        userId,
        frequentPushesEnabled: false,
        createdAt: nowSeconds(),
        ttl: toEpochSeconds(stage.startTime) + PENDING_START_TTL_SECONDS,
      },
    }),
  );
}

export async function deleteSubscription(stageId: string, pushToken: string): Promise<void> {
  await docClient.send(new DeleteCommand({ TableName: tables.activitySubscriptions, Key: { stageId, pushToken } }));
}

export async function replaceToken(previousToken: string | null, next: ActivitySubscription): Promise<void> {
  // Write the new token before dropping the old one: a failure in between leaves two
  // tokens for a few seconds (APNs rejects the dead one) instead of none.
  await putSubscription(next);
  if (previousToken && previousToken !== next.pushToken) {
    await deleteSubscription(next.stageId, previousToken);
  }
}

export async function listSubscriptionsForStage(stageId: string): Promise<ActivitySubscription[]> {
  const items: ActivitySubscription[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await docClient.send(
      new QueryCommand({
        TableName: tables.activitySubscriptions,
        KeyConditionExpression: "stageId = :stageId",
        ExpressionAttributeValues: { ":stageId": stageId },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []).map((item) => ActivitySubscriptionSchema.parse(item)));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export async function removeSubscriptionsForUser(raceId: string, userId: string): Promise<ActivitySubscription[]> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: tables.activitySubscriptions,
      IndexName: "byRace",
      KeyConditionExpression: "raceId = :raceId",
      FilterExpression: "userId = :userId",
      ExpressionAttributeValues: { ":raceId": raceId, ":userId": userId },
    }),
  );
  const subs = (result.Items ?? []).map((item) => ActivitySubscriptionSchema.parse(item));
  await Promise.all(
    subs.map((sub) =>
      docClient.send(
        new DeleteCommand({
          TableName: tables.activitySubscriptions,
          Key: { stageId: sub.stageId, pushToken: sub.pushToken },
        }),
      ),
    ),
  );
  return subs;
}

export async function removeAllSubscriptionsForStage(stageId: string): Promise<void> {
  const subs = await listSubscriptionsForStage(stageId);
  const keys = subs.map(({ stageId: pk, pushToken }) => ({ stageId: pk, pushToken }));
  await batchDeleteByKeys(tables.activitySubscriptions, keys);
}

export async function removeDeadTokens(stageId: string, tokens: readonly string[]): Promise<void> {
  await batchDeleteByKeys(
    tables.activitySubscriptions,
    tokens.map((pushToken) => ({ stageId, pushToken })),
  );
}

export async function listExpiredSubscriptions(cutoffEpochSeconds: number): Promise<ActivitySubscription[]> {
  const result = await docClient.send(
    new ScanCommand({
      TableName: tables.activitySubscriptions,
      FilterExpression: "createdAt < :cutoff",
      ExpressionAttributeValues: { ":cutoff": cutoffEpochSeconds },
    }),
  );
  return (result.Items ?? []).map((item) => ActivitySubscriptionSchema.parse(item));
}
