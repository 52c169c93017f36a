import { deleteGameFollow, listFollowersOfGame } from '../stores/gameFollowStore.js';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { logger } from '../lib/logger.js';

/**
 * Unfollow every game of a team (from the team page). Subscriptions are
 * removed before the follows.
 */
export async function unfollowTeamGames(userId: string, gameIds: string[]): Promise<void> {
  for (const gameId of gameIds) {
    const followers = await listFollowersOfGame(gameId);
    if (!followers.some((f) => f.userId === userId)) continue;
    await removeSubscriptionsForUser(gameId, userId);
    await deleteGameFollow(userId, gameId);
  }
  logger.info('team unfollowed', { userId, games: gameIds.length });
}
