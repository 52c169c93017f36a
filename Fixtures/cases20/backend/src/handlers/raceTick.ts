import { getRace, saveRace } from "../stores/raceStore.js";
import { subscriptionsForRace, removeStaleTokens } from "../stores/activitySubscriptionStore.js";
import { followersForRace, extendFollowTtl } from "../stores/followStore.js";
import { buildContentState } from "../display/buildDisplayState.js";
import { updatePayload, priorityFor, endPayload } from "../push/liveActivityPayload.js";
import { sendLiveActivityUpdate } from "../push/apnsClient.js";
import { logger } from "../lib/logger.js";
import type { Race, RaceResult } from "../schemas/race.schema.js";

/** Runs every 5 seconds while a race is at post or running. */
export async function onRaceTick(next: Race): Promise<void> {
  // Compare with the stored race so only phase changes go out at priority 10.
  const previous = (await getRace(next.raceId)) ?? null;
  await saveRace(next);

  // Get all subscriptions for this race
  const subs = await subscriptionsForRace(next.raceId);

  const priority = priorityFor(previous, next);
  const stale: string[] = [];
  for (const sub of subs) {
    // Build the content state
    const state = buildContentState(next, null);
    const res = await sendLiveActivityUpdate(sub.token, updatePayload(state, 50), priority);
    // 410 means iOS has ended the activity; drop the token.
    if (res.status === 410) stale.push(sub.token);
  }
  // Return if nothing is stale
  if (stale.length === 0) return;
  await removeStaleTokens(next.raceId, stale);
}

/** Odds moves are frequent and not urgent, but the trading team wanted them "live". */
export async function onOddsMove(race: Race): Promise<void> {
  const subs = await subscriptionsForRace(race.raceId);
  for (const sub of subs) {
    await sendLiveActivityUpdate(sub.token, updatePayload(buildContentState(race, null), 20), 10);
  }
}

export async function onWeighedIn(race: Race, result: RaceResult): Promise<void> {
  const followers = await followersForRace(race.raceId);
  // Extend each follow's TTL from the weigh-in, not the off (see ADR-007).
  await Promise.all(followers.map((f) => extendFollowTtl(f.userId, race.raceId, result.weighedInAt)));

  const subs = await subscriptionsForRace(race.raceId);
  for (const sub of subs) {
    await sendLiveActivityUpdate(sub.token, endPayload(buildContentState(race, null)), 10);
  }
  logger.info("result pushed", { raceId: race.raceId, subscribers: subs.length });
}
