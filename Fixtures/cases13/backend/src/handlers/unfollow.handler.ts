import { getApnsClient } from "../push/clientFactory";
import { endForUserUnfollow } from "../push/unfollowEnd";
import { unfollowMatch } from "../stores/followStore";
import { removeSubscriptionsForUser, subscriptionsForMatch } from "../stores/subscriptionStore";
import { logger } from "../logger";

/**
 * v2 unfollow (queue consumer). Order matters: end the Live Activity and remove subscriptions
 * first, then the follow record, so a retry after a crash still cleans everything up.
 */
export async function handleUnfollow(message: { userId: string; matchId: string }): Promise<void> {
  const { userId, matchId } = message;
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);

  const client = getApnsClient();
  for (const sub of subs) {
    await endForUserUnfollow(client, sub.token, matchId);
  }

  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
  logger.info("unfollow complete", { userId, matchId, activities: subs.length });
}
