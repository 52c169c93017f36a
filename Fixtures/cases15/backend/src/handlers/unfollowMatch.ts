import { unfollowMatch } from '../stores/matchFollowStore';
import { removeSubscriptionsForUser, subscriptionsForUser } from '../stores/activitySubscriptionStore';
import { pushEnd } from '../push/liveActivityPush';
import { finalStateFor } from '../display/finalState';
import { logger } from '../logger';

/**
 * Used by the "unfollow all from this tournament" job. Subscriptions go first
 * so a crash between the two steps leaves a retryable follow, not orphaned tokens.
 */
export async function unfollowAndEnd(userId: string, matchId: string): Promise<void> {
  const subs = await subscriptionsForUser(matchId, userId);
  const finalState = await finalStateFor(matchId, userId);

  for (const sub of subs) {
    await pushEnd(sub.pushToken, finalState);
  }
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
  logger.info({ userId, matchId, ended: subs.length }, 'unfollowed and ended activities');
}

export async function unfollowQuietly(userId: string, matchId: string): Promise<void> {
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
}
