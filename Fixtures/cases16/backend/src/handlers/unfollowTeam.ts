import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { unfollowGame } from "../stores/followStore.js";
import { logger } from "../logger.js";

interface UnfollowTeamEvent {
  userId: string;
  teamId: string;
  gameIds: string[];
}

/** Runs when a user unfavourites a team: drops every follow for that team's upcoming and live games. */
export async function unfollowAllForTeam(event: UnfollowTeamEvent) {
  for (const gameId of event.gameIds) {
    await removeSubscriptionsForUser(gameId, event.userId);
    await unfollowGame(event.userId, gameId);
  }
  logger.info(`unfollowed ${event.gameIds.length} games for team ${event.teamId}`);
}
