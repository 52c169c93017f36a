import { buildFinalStateForUnfollow } from '../display/buildDisplayState.js';
import { listSubscriptionsForRace } from '../stores/activitySubscriptionStore.js';
import { sendActivityEnd } from './liveActivityPush.js';

/** Sends an APNs end event to every activity this user has running for the race. */
export async function endLiveActivitiesFor(raceId: string, userId: string): Promise<void> {
  const subs = (await listSubscriptionsForRace(raceId)).filter((s) => s.userId === userId);
  if (subs.length === 0) return;
  const finalState = await buildFinalStateForUnfollow(raceId, userId);
  for (const sub of subs) {
    await sendActivityEnd(sub.pushToken, finalState);
  }
}
