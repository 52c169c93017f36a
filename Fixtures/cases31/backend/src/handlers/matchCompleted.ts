import pino from "pino";
import { subscriptionsFor, removeAllSubscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { endLiveActivity } from "../push/liveActivityPush.js";
import { latestDisplayFor } from "../display/displayCache.js";
import { extendFollowTtlOnCompletion, followersOf } from "../stores/matchFollowStore.js";
import { getMatchRecord } from "../stores/matchStore.js";

const log = pino({ name: "match-completed" });

export async function handler(event: { matchId: string }): Promise<void> {
  const match = await getMatchRecord(event.matchId);
  if (!match || match.completedAt == null) throw new Error(`match ${event.matchId} is not complete`);
  const finalDisplay = await latestDisplayFor(event.matchId);
  const subs = await subscriptionsFor(event.matchId);
  const completedAtSeconds = Math.floor(match.completedAt / 1000);
  // Sequential on purpose: APNs connection is shared and end events are few per match
  for (const sub of subs) {
    await endLiveActivity(sub.pushToken, finalDisplay, completedAtSeconds);
  }
  await removeAllSubscriptionsForMatch(event.matchId);
  for (const follower of await followersOf(event.matchId)) {
    await extendFollowTtlOnCompletion(follower.userId, match);
  }
  // Increment the processed counter
  processed += 1;
  log.info({ matchId: event.matchId, processed }, "completion handled");
}

let processed = 0;
