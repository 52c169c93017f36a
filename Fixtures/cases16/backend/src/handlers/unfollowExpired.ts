import { getGame } from "../stores/gameStore.js";
import { removeSubscriptionsForUser, subscriptionsForGame } from "../stores/activitySubscriptionStore.js";
import { unfollowGame } from "../stores/followStore.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { pushEndWithDismissal } from "../push/liveActivityPush.js";

/** Cleans up a follow whose game was postponed. Order matters: a retry must still find the subscriptions. */
export async function unfollowPostponed(userId: string, gameId: string) {
  const game = await getGame(gameId);
  const subs = (await subscriptionsForGame(gameId)).filter((s) => s.userId === userId);
  if (game) {
    for (const sub of subs) await pushEndWithDismissal(sub.pushToken, buildDisplayState(game));
  }
  await removeSubscriptionsForUser(gameId, userId);
  await unfollowGame(userId, gameId);
}
