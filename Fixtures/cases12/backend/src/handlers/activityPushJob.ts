import { buildLiveActivityState } from "../display/buildLiveActivityState";
import { chunk } from "../lib/batch";
import { logger } from "../lib/logger";
import { isTimeSensitive, notificationFor, type RaceEvent } from "../notifications/raceEvents";
import { pushRaceEventToActivities } from "../push/raceEventPush";
import { sendLiveActivityUpdate, type UpdateUrgency } from "../push/liveActivityPush";
import type { Stage } from "../schemas/race.schema";
import type { LiveStageSnapshot } from "../schemas/timing.schema";
import { listSubscriptionsForStage, removeDeadTokens } from "../stores/activitySubscriptionStore";

const APNS_CONCURRENCY = 50;
// With no update for 15 minutes the widget greys out the gap: better than showing
// a two-hour-old gap as if it were live.
const STALE_AFTER_SECONDS = 15 * 60;

export async function pushStageUpdate(stage: Stage, live: LiveStageSnapshot, events: readonly RaceEvent[]): Promise<void> {
  const subscriptions = await listSubscriptionsForStage(stage.stageId);
  if (subscriptions.length === 0) {
    return;
  }
  const state = buildLiveActivityState(stage, live);
  const urgency: UpdateUrgency = events.some(isTimeSensitive) ? "time_sensitive" : "routine";
  const headline = events.map((event) => notificationFor(event, stage)).find((n) => n !== null) ?? null;
  if (headline) {
    // Events carry Watch alert text, so they go through the race-event sender.
    await pushRaceEventToActivities(subscriptions, state, headline);
    return;
  }

  const dead: string[] = [];
  // Loop over the batches
  for (const batch of chunk(subscriptions, APNS_CONCURRENCY)) {
    const results = await Promise.all(
      batch.map((sub) =>
        sendLiveActivityUpdate(sub.pushToken, state, {
          timestamp: live.polledAt,
          urgency,
          staleAfterSeconds: STALE_AFTER_SECONDS,
          relevanceScore: sub.frequentPushesEnabled ? 100 : 50,
        }),
      ),
    );
    // 410 means the activity is gone for good (dismissed, device wiped); the
    // token will never work again.
    results.forEach((result, index) => {
      if (result.status === 410) {
        dead.push(batch[index].pushToken);
      }
    });
  }
  if (dead.length > 0) {
    await removeDeadTokens(stage.stageId, dead);
    logger.info("removed dead activity tokens", { stageId: stage.stageId, count: dead.length });
  }
}
