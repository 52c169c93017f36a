import { DeleteCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";
import { batchDeleteKeys } from "../lib/batch.js";

export interface SubscriptionRow {
  matchId: string;
  token: string;
  userId: string;
  expiresAt: number;
}

const SUBSCRIPTION_TTL_SECONDS = 12 * 60 * 60;

export async function putSubscription(matchId: string, userId: string, token: string, previousToken?: string) {
  await ddb.send(
    new PutCommand({
      TableName: tables.subscriptions,
      Item: { matchId, token, userId, expiresAt: Math.floor(Date.now() / 1000) + SUBSCRIPTION_TTL_SECONDS },
    }),
  );
  if (previousToken && previousToken !== token) {
    await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, token: previousToken } }));
  }
}

export async function subscriptionsForMatch(matchId: string): Promise<SubscriptionRow[]> {
  const rows: SubscriptionRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tables.subscriptions,
        KeyConditionExpression: "matchId = :m",
        ExpressionAttributeValues: { ":m": matchId },
        ExclusiveStartKey: startKey,
      }),
    );
    rows.push(...((page.Items ?? []) as SubscriptionRow[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
}

export async function removeSubscriptionsForUser(matchId: string, userId: string) {
  const rows = (await subscriptionsForMatch(matchId)).filter((r) => r.userId === userId);
  await Promise.all(
    rows.map((row) =>
      ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, token: row.token } })),
    ),
  );
  return rows;
}

export async function removeAllSubscriptionsForMatch(matchId: string) {
  const rows = await subscriptionsForMatch(matchId);
  await batchDeleteKeys(
    tables.subscriptions,
    rows.map((r) => ({ matchId, token: r.token })),
  );
}

export async function refreshExpiry(rows: SubscriptionRow[]) {
  const expiresAt = Math.floor(Date.now() / 1000) + SUBSCRIPTION_TTL_SECONDS;
  await Promise.all(rows.map((row) => ddb.send(new PutCommand({ TableName: tables.subscriptions, Item: { ...row, expiresAt } }))));
}
