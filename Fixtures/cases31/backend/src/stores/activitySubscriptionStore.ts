import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import pLimit from "p-limit";
import { chunk, ddb, SUBSCRIPTIONS_TABLE } from "./ddb.js";
import type { ActivitySubscription } from "../schemas/follow.schema.js";

export async function subscriptionsFor(matchId: string): Promise<ActivitySubscription[]> {
  const res = await ddb.send(new QueryCommand({ TableName: SUBSCRIPTIONS_TABLE, KeyConditionExpression: "matchId = :m", ExpressionAttributeValues: { ":m": matchId } }));
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function registerToken(sub: ActivitySubscription): Promise<void> {
  await ddb.send(new PutCommand({ TableName: SUBSCRIPTIONS_TABLE, Item: sub }));
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<void> {
  const subs = (await subscriptionsFor(matchId)).filter((s) => s.userId === userId);
  await Promise.all(subs.map((s) => ddb.send(new DeleteCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, tokenId: s.tokenId } }))));
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  const subs = await subscriptionsFor(matchId);
  for (const batch of chunk(subs, 25)) {
    await ddb.send(new BatchWriteCommand({ RequestItems: { [SUBSCRIPTIONS_TABLE]: batch.map((s) => ({ DeleteRequest: { Key: { matchId, tokenId: s.tokenId } } })) } }));
  }
}

export async function bumpRelevance(matchId: string, tokenIds: string[], score: number): Promise<void> {
  await Promise.all(
    tokenIds.map(async (tokenId) => {
      await ddb.send(new UpdateCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, tokenId }, UpdateExpression: "SET relevanceScore = :s", ExpressionAttributeValues: { ":s": score } }));
    }),
  );
}

export async function invalidateTokens(matchId: string, staleTokenIds: string[]): Promise<void> {
  const limit = pLimit(4);
  await Promise.all(staleTokenIds.map((tokenId) => limit(() => ddb.send(new DeleteCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, tokenId } })))));
}

export async function allSubscriptionsForAudit(): Promise<ActivitySubscription[]> {
  const res = await ddb.send(new ScanCommand({ TableName: SUBSCRIPTIONS_TABLE }));
  return (res.Items ?? []) as ActivitySubscription[];
}

export async function subscriptionsForUser(userId: string): Promise<ActivitySubscription[]> {
  // TODO(GSI byUserId): add a userId index once per-user lookups leave the admin tool; today this runs a few times a day
  // against a table of a few thousand rows, so a filtered Scan is acceptable.
  const res = await ddb.send(new ScanCommand({ TableName: SUBSCRIPTIONS_TABLE, FilterExpression: "userId = :u", ExpressionAttributeValues: { ":u": userId } }));
  return (res.Items ?? []) as ActivitySubscription[];
}
