import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { unfollowMatch } from '../stores/matchFollowStore.js';
import { logger } from '../lib/logger.js';

export async function clearFollowsOnSignOut(userId: string, matchIds: string[]): Promise<void> {
  for (const matchId of matchIds) {
    await removeSubscriptionsForUser(matchId, userId);
    await unfollowMatch(userId, matchId);
  }
  logger.info('cleared follows on sign-out', { userId, count: matchIds.length });
}
