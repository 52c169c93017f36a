import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { doc, tables } from "./client.js";

type SubscriptionItem = {
  matchId: string;
  sk: string;
  userId: string;
  pushToken: string;
  frequentPushes: boolean;
  ttl: number;
};

const BATCH_LIMIT = 25;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function listForMatch(matchId: string): Promise<SubscriptionItem[]> {
  const out = await doc.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      KeyConditionExpression: "matchId = :m",
      ExpressionAttributeValues: { ":m": matchId },
    }),
  );
  return (out.Items ?? []) as SubscriptionItem[];
}

export async function putSubscription(item: SubscriptionItem): Promise<void> {
  await doc.send(new PutCommand({ TableName: tables.subscriptions, Item: item }));
}

export async function removeForUser(userId: string, matchId: string): Promise<number> {
  const mine = (await listForMatch(matchId)).filter((s) => s.userId === userId);
  await Promise.all(
    mine.map((s) => doc.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId, sk: s.sk } }))),
  );
  return mine.length;
}

export async function removeAllForMatch(matchId: string): Promise<void> {
  const all = await listForMatch(matchId);
  for (const batch of chunk(all, BATCH_LIMIT)) {
    await doc.send(
      new BatchWriteCommand({
        RequestItems: {
          [tables.subscriptions]: batch.map((s) => ({ DeleteRequest: { Key: { matchId, sk: s.sk } } })),
        },
      }),
    );
  }
}

export async function markFrequentPushes(matchId: string, enabled: boolean): Promise<void> {
  const subs = await listForMatch(matchId);
  const results = await Promise.allSettled(
    subs.map((s) =>
      doc.send(
        new UpdateCommand({
          TableName: tables.subscriptions,
          Key: { matchId, sk: s.sk },
          UpdateExpression: "SET frequentPushes = :f",
          ExpressionAttributeValues: { ":f": enabled },
        }),
      ),
    ),
  );
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed > 0) console.warn(`markFrequentPushes: ${failed} updates failed for ${matchId}`);
}
