import { ApnsClient } from '../push/apnsClient.js';
import { liveActivityHeaders } from '../push/apnsHeaders.js';
import { buildEndPayload } from '../push/liveActivityPayload.js';
import { toContentState } from '../push/contentState.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { getGame } from '../stores/gameStore.js';
import { deleteGameFollow } from '../stores/gameFollowStore.js';
import { listSubscriptionsForGame, removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { logger } from '../lib/logger.js';

/**
 * Unfollow a game: end the user's Live Activities from the server, remove the
 * subscriptions, then the follow. Subscriptions go first so that a retry after
 * a crash still finds and cleans them.
 */
export async function unfollowGame(client: ApnsClient, userId: string, gameId: string): Promise<void> {
  const game = await getGame(gameId);
  const subs = (await listSubscriptionsForGame(gameId)).filter((s) => s.userId === userId);
  if (game) {
    const payload = buildEndPayload(toContentState(buildDisplayState(game)));
    for (const sub of subs) {
      await client.send(sub.token, liveActivityHeaders(false), payload);
    }
  }
  await removeSubscriptionsForUser(gameId, userId);
  await deleteGameFollow(userId, gameId);
  logger.info('unfollowed', { userId, gameId, endedActivities: subs.length });
}
