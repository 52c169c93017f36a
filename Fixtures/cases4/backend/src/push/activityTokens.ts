import { ActivityTokenRequestSchema } from '../schemas/follow.js';
import { subscriptions, type ActivitySubscription } from '../stores/activitySubscriptionStore.js';
import { getFollow } from '../stores/matchFollowStore.js';

const SUBSCRIPTION_TTL_SECONDS = 3 * 24 * 60 * 60;

export class NotFollowingError extends Error {}

/**
 * POST /user/activity-token. Called for the first token of an activity and again on every
 * rotation; the rotated-out token is dropped straight away so it stops receiving pushes.
 */
export async function registerActivityToken(userId: string, body: unknown): Promise<void> {
  const req = ActivityTokenRequestSchema.parse(body);
  const follow = await getFollow(userId, req.matchId);
  if (!follow) throw new NotFollowingError(`user ${userId} does not follow ${req.matchId}`);

  const now = Date.now();
  const sub: ActivitySubscription = {
    matchId: req.matchId,
    subscriptionId: `${userId}#${req.pushToken.slice(0, 16)}`,
    userId,
    pushToken: req.pushToken,
    frequentPushesEnabled: req.frequentPushesEnabled,
    createdAt: now,
    lastPushedAt: null,
    ttl: Math.floor(now / 1000) + SUBSCRIPTION_TTL_SECONDS,
  };

  const previous = await subscriptions.listForUser(req.matchId, userId);
  await subscriptions.add(sub);
  await subscriptions.removeMany(previous.filter((p) => p.pushToken !== req.pushToken));
}
