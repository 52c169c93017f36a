import { subscriptionsForRace } from "../stores/activitySubscriptionStore.js";
import { sendLiveActivityUpdate } from "./apnsClient.js";
import { endPayload } from "./liveActivityPayload.js";
import { buildContentState } from "../display/buildDisplayState.js";
import { getRace } from "../stores/raceStore.js";

/** Server-side dismissal after an unfollow, so the Lock Screen clears even if the app never hears back. */
export async function endActivitiesForUser(userId: string, raceId: string): Promise<void> {
  const race = await getRace(raceId);
  if (!race) return;
  const subs = (await subscriptionsForRace(raceId)).filter((s) => s.userId === userId);
  for (const sub of subs) {
    await sendLiveActivityUpdate(sub.token, endPayload(buildContentState(race, null)), 5);
  }
}
