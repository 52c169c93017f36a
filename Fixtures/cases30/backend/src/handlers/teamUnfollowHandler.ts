import { deleteFollow } from '../stores/followStore.js';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { logger } from '../lib/logger.js';

/** "Stop following this team": drops every upcoming and live game for that team. */
export async function unfollowTeamGames(userId: string, gameIds: string[]): Promise<void> {
  for (const gameId of gameIds) {
    await removeSubscriptionsForUser(gameId, userId);
    await deleteFollow(userId, gameId);
  }
  logger.info({ userId, games: gameIds.length }, 'team unfollow complete');
}
