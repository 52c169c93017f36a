import pino from "pino";
import { sendToApns, apnsConfig } from "./apnsClient.js";
import { toContentState } from "./contentState.js";
import type { DisplayState } from "../display/buildDisplayState.js";

const log = pino({ name: "la-push" });
const LA_TOPIC = `${apnsConfig.bundleId}.push-type.liveactivity`;

type LaEvent = "rally" | "game_end" | "review" | "conduct" | "heartbeat";

function priorityFor(event: LaEvent): string {
  return event === "game_end" || event === "review" ? "10" : "5";
}

export async function sendLiveActivityUpdate(pushToken: string, display: DisplayState, event: LaEvent) {
  // APNs silently drops an update whose timestamp is older than the last one it delivered
  const timestamp = Math.floor(Date.now() / 1000);
  return sendToApns(
    pushToken,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": LA_TOPIC,
      "apns-priority": priorityFor(event),
    },
    { aps: { timestamp, event: "update", "content-state": toContentState(display), "relevance-score": 50 } },
  );
}

export async function sendRallyTick(pushToken: string, display: DisplayState) {
  return sendToApns(
    pushToken,
    { "apns-push-type": "liveactivity", "apns-topic": LA_TOPIC, "apns-priority": "5" },
    { aps: { event: "update", "content-state": toContentState(display) } },
  );
}

export async function sendReviewBanner(pushToken: string, display: DisplayState) {
  return sendToApns(
    pushToken,
    { "apns-push-type": "alert", "apns-topic": LA_TOPIC, "apns-priority": "10" },
    { aps: { timestamp: Math.floor(Date.now() / 1000), "content-state": toContentState(display) } },
  );
}

export async function sendConductUpdate(pushToken: string, display: DisplayState) {
  return sendToApns(
    pushToken,
    { "apns-push-type": "liveactivity", "apns-topic": apnsConfig.bundleId },
    { aps: { timestamp: Math.floor(Date.now() / 1000), event: "update", "content-state": toContentState(display) } },
  );
}

export async function endLiveActivity(pushToken: string, finalDisplay: DisplayState, completedAtSeconds: number) {
  return sendToApns(
    pushToken,
    { "apns-push-type": "liveactivity", "apns-topic": LA_TOPIC, "apns-priority": "10" },
    { aps: { timestamp: completedAtSeconds, event: "end", "content-state": toContentState(finalDisplay), "dismissal-date": completedAtSeconds + 20 * 60 } },
  );
}

export async function endOnUnfollow(pushToken: string, lastDisplay: DisplayState) {
  log.info("ending activity after unfollow");
  return sendToApns(
    pushToken,
    { "apns-topic": LA_TOPIC, "apns-push-type": "liveactivity", "apns-priority": "5" },
    { aps: { timestamp: Math.floor(Date.now() / 1000), event: "end", "content-state": toContentState(lastDisplay) } },
  );
}
