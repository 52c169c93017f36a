import { DeleteCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { batchDeleteKeys, ddb, nowEpochSeconds, tables } from "../lib/dynamo.js";

export interface ActivitySubscription {
  matchId: string;
  pushToken: string;
  userId: string;
  teamId: string | null;
  frequentPushesEnabled: boolean;
  ttl: number;
}

export async function addSubscription(sub: ActivitySubscription): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tables.subscriptions, Item: sub }));
}

export async function subscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: "matchId = :m",
      ExpressionAttributeValues: { ":m": matchId },
    }),
  );
  return (out.Items ?? []) as ActivitySubscription[];
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    subs.map((s) =>
      ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, pushToken: s.pushToken } })),
    ),
  );
  return subs.length;
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await subscriptionsForMatch(matchId);
  await batchDeleteKeys(
    tables.subscriptions,
    subs.map((s) => ({ matchId, pushToken: s.pushToken })),
  );
}

export async function replaceToken(matchId: string, previousToken: string | null, sub: ActivitySubscription): Promise<void> {
  if (previousToken) {
    await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, pushToken: previousToken } }));
  }
  await addSubscription(sub);
}

export async function removeToken(matchId: string, pushToken: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, pushToken } }));
}

export async function findExpiredSubscriptions(): Promise<ActivitySubscription[]> {
  // Scan is acceptable here: the nightly sweep runs once a day and the table holds only
  // live-match tokens (a few thousand rows). TODO(gsi): add a ttl-index GSI if it grows.
  const expired = await ddb.send(
    new ScanCommand({
      TableName: tables.subscriptions,
      FilterExpression: "#ttl < :now",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":now": nowEpochSeconds() },
    }),
  );
  return (expired.Items ?? []) as ActivitySubscription[];
}
