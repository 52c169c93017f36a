import * as subscriptionStore from "../stores/activitySubscriptionStore";
import { logger } from "../logger";

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function registerActivityToken(userId: string, matchId: string, pushToken: string, ttl: number): Promise<void> {
  const existing = await subscriptionStore.getSubscription(matchId, pushToken);
  if (existing && existing.userId === userId) {
    logger.debug({ matchId }, "activity token already registered");
    return;
  }
  await subscriptionStore.putSubscription({ matchId, pushToken, userId, createdAt: nowSeconds(), ttl });
}

export async function rotateActivityToken(
  userId: string,
  matchId: string,
  previousTokens: string[],
  nextToken: string,
  ttl: number,
): Promise<void> {
  await registerActivityToken(userId, matchId, nextToken, ttl);
  await Promise.all(previousTokens.map((token) => subscriptionStore.removeSubscription(matchId, token)));
}
