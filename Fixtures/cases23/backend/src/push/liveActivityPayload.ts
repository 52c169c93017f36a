import type { LiveActivityDisplayState } from "../schemas/liveActivity.schema.js";
import { sendToApns } from "./apnsClient.js";

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? "app.shortcorner.ios";
const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;
const DISMISS_AFTER_SECONDS = 20 * 60;

export type PushReason = "goal" | "card" | "clock" | "corner" | "quarter_end" | "full_time";

const TIME_SENSITIVE: ReadonlySet<PushReason> = new Set(["goal", "card", "full_time"]);

export function liveActivityHeaders(reason: PushReason): Record<string, string> {
  return {
    "apns-push-type": "liveactivity",
    "apns-topic": LIVE_ACTIVITY_TOPIC,
    "apns-priority": TIME_SENSITIVE.has(reason) ? "10" : "5",
  };
}

export function updatePayload(state: LiveActivityDisplayState, relevance: number) {
  return {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "update",
      "content-state": state,
      "relevance-score": relevance,
    },
  };
}

export function endPayload(state: LiveActivityDisplayState) {
  const now = Math.floor(Date.now() / 1000);
  return {
    aps: {
      timestamp: now,
      event: "end",
      "content-state": state,
      "dismissal-date": now + DISMISS_AFTER_SECONDS,
    },
  };
}

export function abandonedEndPayload(state: LiveActivityDisplayState) {
  return {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "end",
      "content-state": { ...state, shootoutText: null },
    },
  };
}

export function clockTickPayload(state: LiveActivityDisplayState) {
  return {
    aps: {
      event: "update",
      "content-state": state,
      "stale-date": Math.floor(Date.now() / 1000) + 300,
    },
  };
}

export async function pushLiveActivity(token: string, state: LiveActivityDisplayState, reason: PushReason) {
  const payload = reason === "full_time" ? endPayload(state) : updatePayload(state, 80);
  return sendToApns(token, liveActivityHeaders(reason), payload);
}

export async function pushClockTick(token: string, state: LiveActivityDisplayState) {
  return sendToApns(
    token,
    { "apns-push-type": "background", "apns-topic": BUNDLE_ID, "apns-priority": "10" },
    clockTickPayload(state),
  );
}
