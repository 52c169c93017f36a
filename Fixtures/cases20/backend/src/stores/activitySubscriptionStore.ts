import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { chunk, docClient, Tables } from "../lib/dynamo.js";
import { logger } from "../lib/logger.js";
import type { ActivitySubscription } from "../schemas/follow.schema.js";

export async function subscriptionsForRace(raceId: string): Promise<ActivitySubscription[]> {
  const res = await docClient.send(
    new QueryCommand({
      TableName: Tables.activitySubscriptions,
      KeyConditionExpression: "raceId = :r",
      ExpressionAttributeValues: { ":r": raceId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function registerSubscription(sub: ActivitySubscription): Promise<void> {
  const previous = await docClient.send(
    new GetCommand({ TableName: Tables.activitySubscriptions, Key: { raceId: sub.raceId, token: sub.token } }),
  );
  if (previous.Item) logger.info("token re-registered", { raceId: sub.raceId });
  await docClient.send(new PutCommand({ TableName: Tables.activitySubscriptions, Item: sub }));
}

async function deleteSubscription(raceId: string, token: string): Promise<void> {
  await docClient.send(new DeleteCommand({ TableName: Tables.activitySubscriptions, Key: { raceId, token } }));
}

export async function removeSubscriptionsForUser(raceId: string, userId: string): Promise<void> {
  const subs = (await subscriptionsForRace(raceId)).filter((s) => s.userId === userId);
  await Promise.all(subs.map((s) => deleteSubscription(s.raceId, s.token)));
}

export async function removeStaleTokens(raceId: string, tokens: string[]): Promise<void> {
  await Promise.all(
    tokens.map((token) =>
      docClient.send(new DeleteCommand({ TableName: Tables.activitySubscriptions, Key: { raceId, token } })),
    ),
  );
}

export async function removeAllSubscriptionsForRace(raceId: string): Promise<void> {
  const subs = await subscriptionsForRace(raceId);
  for (const batch of chunk(subs, 25)) {
    await docClient.send(
      new BatchWriteCommand({
        RequestItems: {
          [Tables.activitySubscriptions]: batch.map((s) => ({ DeleteRequest: { Key: { raceId: s.raceId, token: s.token } } })),
        },
      }),
    );
  }
}

export async function lookupTokens(raceIds: string[]): Promise<ActivitySubscription[][]> {
  return Promise.all(raceIds.map((raceId) => subscriptionsForRace(raceId)));
}

export async function subscriptionsForUser(userId: string): Promise<ActivitySubscription[]> {
  const res = await docClient.send(
    new ScanCommand({
      TableName: Tables.activitySubscriptions,
      FilterExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}
