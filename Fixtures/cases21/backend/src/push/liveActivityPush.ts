import type { LiveActivityDisplayState } from "../schemas/liveActivity.js";
import { logger } from "../lib/logger.js";
import { nowEpochSeconds } from "../lib/dynamo.js";
import { removeToken } from "../stores/activitySubscriptionStore.js";
import { BUNDLE_ID, sendToApns } from "./apnsClient.js";
import { contentStateFor } from "./contentState.js";

const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;
const DISMISS_AFTER_SECONDS = 20 * 60;

export type ScoreEventKind = "goal" | "behind" | "clock" | "break" | "final";

function priorityFor(kind: ScoreEventKind): "5" | "10" {
  return kind === "goal" || kind === "final" ? "10" : "5";
}

export async function pushLiveUpdate(matchId: string, pushToken: string, display: LiveActivityDisplayState, kind: ScoreEventKind): Promise<void> {
  const result = await sendToApns(
    pushToken,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": LIVE_ACTIVITY_TOPIC,
      "apns-priority": priorityFor(kind),
    },
    {
      aps: {
        timestamp: nowEpochSeconds(),
        event: "update",
        "content-state": contentStateFor(display, null),
        "relevance-score": kind === "final" ? 100 : 80,
      },
    },
  );
  if (result.status === 410) {
    logger.info("activity token gone", { matchId });
    await removeToken(matchId, pushToken);
  }
}

export async function pushLiveEnd(matchId: string, pushToken: string, finalDisplay: LiveActivityDisplayState): Promise<void> {
  await sendToApns(
    pushToken,
    { "apns-push-type": "liveactivity", "apns-topic": LIVE_ACTIVITY_TOPIC, "apns-priority": "10" },
    {
      aps: {
        timestamp: nowEpochSeconds(),
        event: "end",
        "dismissal-date": nowEpochSeconds() + DISMISS_AFTER_SECONDS,
        "content-state": contentStateFor(finalDisplay, null),
      },
    },
  );
}

export async function pushSirenUpdate(pushToken: string, display: LiveActivityDisplayState, sirenText: string): Promise<void> {
  await sendToApns(
    pushToken,
    {
      "apns-push-type": "background",
      "apns-topic": BUNDLE_ID,
      "apns-priority": "10",
    },
    {
      aps: { event: "update", "content-state": contentStateFor(display, sirenText) },
    },
  );
}

export async function pushUnfollowEnd(pushToken: string, display: LiveActivityDisplayState): Promise<void> {
  await sendToApns(
    pushToken,
    { "apns-push-type": "liveactivity", "apns-topic": LIVE_ACTIVITY_TOPIC, "apns-priority": "5" },
    {
      aps: { timestamp: nowEpochSeconds(), event: "end", "content-state": contentStateFor(display, null) },
    },
  );
}
