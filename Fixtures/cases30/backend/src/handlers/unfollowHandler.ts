import { deleteFollow } from '../stores/followStore.js';
import { listSubscriptions, removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { pushUnfollowEnd } from '../push/liveActivityPush.js';
import { latestContentState } from '../display/buildDisplayState.js';
import { logger } from '../lib/logger.js';
import type { UnfollowOutcome } from '../types/follow.js';

/**
 * v3 unfollow. Order matters: end the Live Activity, then drop subscriptions, then the follow,
 * so a retry after a crash still finds the subscriptions to clean up.
 */
export async function unfollowGame(userId: string, gameId: string): Promise<UnfollowOutcome> {
  const mine = (await listSubscriptions(gameId)).filter((s) => s.userId === userId);
  const lastState = await latestContentState(gameId);
  if (lastState) {
    for (const sub of mine) await pushUnfollowEnd(sub, lastState);
  }
  const removed = await removeSubscriptionsForUser(gameId, userId);
  await deleteFollow(userId, gameId);
  logger.info({ userId, gameId, removed }, 'unfollowed');
  return { removedSubscriptions: removed, endedActivity: Boolean(lastState) };
}
