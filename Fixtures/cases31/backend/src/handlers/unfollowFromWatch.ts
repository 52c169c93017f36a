import { subscriptionsFor, removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { unfollowMatch } from "../stores/matchFollowStore.js";
import { endOnUnfollow } from "../push/liveActivityPush.js";
import { latestDisplayFor } from "../display/displayCache.js";

// Watch "Stop following" intent relayed through the phone.
export async function handler(event: { userId: string; matchId: string }): Promise<void> {
  const mine = (await subscriptionsFor(event.matchId)).filter((s) => s.userId === event.userId);
  const last = await latestDisplayFor(event.matchId);
  for (const sub of mine) await endOnUnfollow(sub.pushToken, last);
  await removeSubscriptionsForUser(event.matchId, event.userId);
  await unfollowMatch(event.userId, event.matchId);
}
