import pino from "pino";
import { followersOf, unfollowMatch } from "../stores/matchFollowStore.js";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";

const log = pino({ name: "unfollow-expired" });

// Runs after a match is marked completed and the grace period has passed.
export async function handler(event: { matchId: string }): Promise<void> {
  const followers = await followersOf(event.matchId);
  for (const follower of followers) {
    await unfollowMatch(follower.userId, event.matchId);
    await removeSubscriptionsForUser(event.matchId, follower.userId);
  }
  log.info({ matchId: event.matchId, count: followers.length }, "expired follows removed");
}
