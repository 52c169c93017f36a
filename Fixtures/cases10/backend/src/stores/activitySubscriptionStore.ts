import { DeleteCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { ActivitySubscription } from "../schemas/follow.schema.js";
import { nowSeconds } from "../lib/http.js";
import { batchDeleteByKeys, doc, tables } from "./dynamo.js";

/** Refreshed on every token registration, so an abandoned token ages out. */
const SUBSCRIPTION_TTL_SECONDS = 12 * 60 * 60;

export async function putSubscription(sub: Omit<ActivitySubscription, "ttl">): Promise<void> {
  await doc.send(new PutCommand({ TableName: tables.subscriptions(), Item: { ...sub, ttl: nowSeconds() + SUBSCRIPTION_TTL_SECONDS } }));
}

export async function deleteSubscription(matchId: string, token: string): Promise<void> {
  await doc.send(new DeleteCommand({ TableName: tables.subscriptions(), Key: { matchId, token } }));
}

export async function subscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const res = await doc.send(
    new QueryCommand({
      TableName: tables.subscriptions(),
      KeyConditionExpression: "matchId = :m",
      ExpressionAttributeValues: { ":m": matchId },
    }),
  );
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(userId: string, matchId: string): Promise<void> {
  // Get all subscriptions for this match
  const subs = await subscriptionsForMatch(matchId);
  const mine = subs.filter((s) => s.userId === userId);
  await Promise.all(mine.map((s) => doc.send(new DeleteCommand({ TableName: tables.subscriptions(), Key: { matchId: s.matchId, token: s.token } }))));
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await subscriptionsForMatch(matchId);
  await batchDeleteByKeys(tables.subscriptions(), subs.map((s) => ({ matchId: s.matchId, token: s.token })));
}

export async function allActiveSubscriptions(): Promise<ActivitySubscription[]> {
  const res = await doc.send(new ScanCommand({ TableName: tables.subscriptions(), FilterExpression: "#ttl > :now", ExpressionAttributeNames: { "#ttl": "ttl" }, ExpressionAttributeValues: { ":now": nowSeconds() } }));
  return (res.Items ?? []) as ActivitySubscription[];
}
