import { log } from '../lib/logger.js';
import { deleteFollow, listFollowedMatchIds } from '../stores/followStore.js';
import { removeSubscriptionsForUser } from '../stores/subscriptionStore.js';

export async function unfollowEverything(userId: string): Promise<number> {
  const matchIds = await listFollowedMatchIds(userId);
  for (const matchId of matchIds) {
    await removeSubscriptionsForUser(matchId, userId);
    await deleteFollow(userId, matchId);
  }
  log.info('account reset: unfollowed all', { userId, count: matchIds.length });
  return matchIds.length;
}
