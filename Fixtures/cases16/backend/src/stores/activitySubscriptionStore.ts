import { BatchWriteCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import pLimit from "p-limit";
import { ddb, deleteItem, getItem, putItem, tables } from "./dynamo.js";
import type { ActivitySubscription } from "../schemas/liveActivity.js";

export async function subscriptionsForGame(gameId: string): Promise<ActivitySubscription[]> {
  const out = await ddb.send(
    new QueryCommand({ TableName: tables.subscriptions, KeyConditionExpression: "gameId = :g", ExpressionAttributeValues: { ":g": gameId } }),
  );
  return (out.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(gameId: string, userId: string) {
  const subs = (await subscriptionsForGame(gameId)).filter((s) => s.userId === userId);
  await Promise.all(subs.map((s) => deleteItem(tables.subscriptions, { gameId, pushToken: s.pushToken })));
}

const removeToken = (gameId: string) => (pushToken: string) => deleteItem(tables.subscriptions, { gameId, pushToken });

export async function removeStaleTokens(gameId: string, staleTokens: string[]) {
  await Promise.all(staleTokens.map(removeToken(gameId)));
}

export async function rotateTokens(rows: ActivitySubscription[], newToken: string) {
  const writes = rows.map(async (row) => {
    await putItem(tables.subscriptions, { ...row, pushToken: newToken });
  });
  await Promise.all(writes);
}

export async function lookupSubscriptions(gameId: string, tokens: string[]) {
  return Promise.all(tokens.map((pushToken) => getItem<ActivitySubscription>(tables.subscriptions, { gameId, pushToken })));
}

export async function removeAllSubscriptionsForGame(gameId: string) {
  const subs = await subscriptionsForGame(gameId);
  for (let i = 0; i < subs.length; i += 25) {
    const chunk = subs.slice(i, i + 25);
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: { [tables.subscriptions]: chunk.map((s) => ({ DeleteRequest: { Key: { gameId, pushToken: s.pushToken } } })) },
      }),
    );
  }
}

export async function saveSubscriptionPair(primary: ActivitySubscription, mirror: ActivitySubscription) {
  await Promise.all([putItem(tables.subscriptions, { ...primary }), putItem(tables.subscriptions, { ...mirror })]);
}

export async function pruneExpired(gameIds: string[]) {
  const limit = pLimit(4);
  await Promise.all(gameIds.map((id) => limit(() => removeAllSubscriptionsForGame(id))));
}

export async function allSubscriptions() {
  // Scan is acceptable: subscriptions are pruned 30 min after each final, so the table stays under ~5k rows,
  // and this only runs from the nightly audit job.
  const out = await ddb.send(new ScanCommand({ TableName: tables.subscriptions }));
  return (out.Items ?? []) as ActivitySubscription[];
}

export async function subscriptionsForUser(userId: string) {
  const out = await ddb.send(new ScanCommand({ TableName: tables.subscriptions, FilterExpression: "userId = :u", ExpressionAttributeValues: { ":u": userId } }));
  return (out.Items ?? []) as ActivitySubscription[];
}
