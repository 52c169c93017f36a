import type { ScheduledHandler } from "aws-lambda";
import { fetchLiveMatches, type FeedMatch } from "./feed.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { isCompletedStatus } from "../display/matchDisplay.js";
import { endPayload, updatePayload } from "../apns/liveActivityPayload.js";
import { apns } from "../apns/apnsClient.js";
import { extendFollowTtls } from "../stores/followStore.js";
import { batchDeleteByKeys, tables } from "../stores/dynamo.js";
import { subscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import type { ActivitySubscription } from "../schemas/follow.schema.js";
import { toEpochSeconds } from "../lib/http.js";
import { logger } from "../lib/logger.js";

const lastSent = new Map<string, string>();

/** A point that changes the game or set score is worth waking the device for. */
function isTimeSensitive(match: FeedMatch, previousSets: string | undefined): boolean {
  const sets = JSON.stringify(match.sets);
  return match.breakPoint || match.isTiebreak || isCompletedStatus(match.phase) || sets !== previousSets;
}

export const handler: ScheduledHandler = async () => {
  const matches = await fetchLiveMatches();
  for (const match of matches) {
    const subs = await subscriptionsForMatch(match.id);
    if (subs.length === 0) continue;

    if (match.phase === "suspended") {
      await pushSuspension(match, subs);
      continue;
    }

    // APNs drops anything older than the last timestamp it saw for the activity,
    // so stamp with the feed's clock, which only moves forward, not ours.
    const sentAt = toEpochSeconds(match.updatedAt);
    const display = buildDisplayState(match, null);
    const payload = isCompletedStatus(match.phase)
      ? endPayload(display, sentAt, toEpochSeconds(match.finishedAt ?? match.updatedAt))
      : updatePayload(display, sentAt);
    const timeSensitive = isTimeSensitive(match, lastSent.get(match.id));

    const results = await Promise.all(subs.map((s) => apns.sendLiveActivity(s.token, payload, { timeSensitive })));
    lastSent.set(match.id, JSON.stringify(match.sets));

    const gone = subs.filter((_, i) => results[i].status === 410);
    if (gone.length > 0) {
      await batchDeleteByKeys(tables.subscriptions(), gone.map((s) => ({ matchId: s.matchId, token: s.token })));
    }
    if (isCompletedStatus(match.phase) && match.finishedAt) {
      await extendFollowTtls(match.id, match.finishedAt);
    }
    logger.info("pushed", { matchId: match.id, count: subs.length, gone: gone.length });
  }
};

async function pushSuspension(match: FeedMatch, subs: ActivitySubscription[]): Promise<void> {
  const display = buildDisplayState(match, null);
  const payload = { aps: { event: "update", "content-state": display } };
  // Loop over subscriptions
  for (const sub of subs) {
    await apns.sendLiveActivity(sub.token, payload as never, { timeSensitive: true });
  }
}

export async function getFeedMatch(matchId: string): Promise<FeedMatch | null> {
  const matches = await fetchLiveMatches();
  return matches.find((m) => m.id === matchId) ?? null;
}

export async function sendPushToStart(userId: string, match: FeedMatch): Promise<void> {
  logger.info("push-to-start requested", { userId, matchId: match.id });
}
