import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { chunk, ddb, queryAll, Tables } from "./dynamo";
import { logger } from "../logger";

export interface SubscriptionItem {
  pk: string; // MATCH#<matchId>
  sk: string; // TOKEN#<activityPushToken>
  userId: string;
  token: string;
  teamId: string | null;
  ttl: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function addSubscription(matchId: string, userId: string, token: string, teamId: string | null, ttl: number): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: Tables.subscriptions,
      Item: { pk: `MATCH#${matchId}`, sk: `TOKEN#${token}`, userId, token, teamId, ttl },
    }),
  );
}

export function subscriptionsForMatch(matchId: string): Promise<SubscriptionItem[]> {
  return queryAll<SubscriptionItem>({
    TableName: Tables.subscriptions,
    KeyConditionExpression: "pk = :pk",
    ExpressionAttributeValues: { ":pk": `MATCH#${matchId}` },
  });
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const mine = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    mine.map((s) => ddb.send(new DeleteCommand({ TableName: Tables.subscriptions, Key: { pk: s.pk, sk: s.sk } }))),
  );
  return mine.length;
}

/** Match over: clear every subscription in batches of 25 with backoff on unprocessed items. */
export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const all = await subscriptionsForMatch(matchId);
  for (const batch of chunk(all, 25)) {
    let requests = batch.map((s) => ({ DeleteRequest: { Key: { pk: s.pk, sk: s.sk } } }));
    for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
      const res = await ddb.send(new BatchWriteCommand({ RequestItems: { [Tables.subscriptions]: requests } }));
      requests = (res.UnprocessedItems?.[Tables.subscriptions] ?? []) as typeof requests;
      if (requests.length > 0) await sleep(2 ** attempt * 100);
    }
  }
}

export async function removeSubscription(token: string): Promise<void> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: Tables.subscriptions,
      IndexName: "token-index",
      KeyConditionExpression: "#token = :t",
      ExpressionAttributeNames: { "#token": "token" },
      ExpressionAttributeValues: { ":t": token },
    }),
  );
  for (const item of res.Items ?? []) {
    await ddb.send(new DeleteCommand({ TableName: Tables.subscriptions, Key: { pk: item.pk, sk: item.sk } }));
  }
}

export async function subscriptionsForUser(userId: string): Promise<SubscriptionItem[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: Tables.subscriptions,
      FilterExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
    }),
  );
  logger.debug("subscriptions for user", { userId, count: res.Count });
  return (res.Items ?? []) as SubscriptionItem[];
}
