import { DeleteCommand, PutCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { batchDelete, ddb, tables } from "./dynamo.js";

// A Live Activity can't outlive 12 hours (8 active plus 4 on the Lock Screen), so neither can its token.
const SUBSCRIPTION_TTL_SECONDS = 12 * 60 * 60;

export type ActivitySubscription = {
  gameId: string;
  token: string;
  userId: string;
  teamId: string | null;
};

function subscriptionItem(sub: ActivitySubscription) {
  return {
    ...sub,
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + SUBSCRIPTION_TTL_SECONDS,
  };
}

export async function putSubscription(sub: ActivitySubscription): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tables.subscriptions, Item: subscriptionItem(sub) }));
}

export async function replaceToken(previousToken: string, next: ActivitySubscription): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tables.subscriptions, Key: { gameId: next.gameId, token: previousToken } } },
        { Put: { TableName: tables.subscriptions, Item: subscriptionItem(next) } },
      ],
    }),
  );
}

export async function listSubscriptionsForGame(gameId: string): Promise<ActivitySubscription[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: "gameId = :g",
      ExpressionAttributeValues: { ":g": gameId },
    }),
  );
  return (out.Items ?? []) as ActivitySubscription[];
}

export async function findSubscriptionByToken(token: string): Promise<ActivitySubscription | undefined> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      IndexName: "byToken",
      KeyConditionExpression: "#token = :token",
      ExpressionAttributeNames: { "#token": "token" },
      ExpressionAttributeValues: { ":token": token },
      Limit: 1,
    }),
  );
  return out.Items?.[0] as ActivitySubscription | undefined;
}

export async function deleteSubscription(gameId: string, token: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { gameId, token } }));
}

export async function removeSubscriptionsForUser(userId: string, gameId: string): Promise<ActivitySubscription[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: "gameId = :g",
      FilterExpression: "userId = :u",
      ExpressionAttributeValues: { ":g": gameId, ":u": userId },
    }),
  );
  const subs = (out.Items ?? []) as ActivitySubscription[];
  await Promise.all(
    subs.map((sub) =>
      ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { gameId, token: sub.token } })),
    ),
  );
  return subs;
}

export async function removeAllSubscriptionsForGame(gameId: string): Promise<number> {
  const subs = await listSubscriptionsForGame(gameId);
  await batchDelete(
    tables.subscriptions,
    subs.map(({ token }) => ({ gameId, token })),
  );
  return subs.length;
}
