import type { ActivityContentState, ApnsHeaders } from "../schemas/activity.js";
import type { BallEvent } from "../schemas/match.js";
import { send } from "./apns.js";

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? "app.crease.ios";

/** Pushes a ball event; only wickets and boundaries jump the queue. */
export async function pushBallEvent(
  pushToken: string,
  prev: ActivityContentState | null,
  next: ActivityContentState,
  event: BallEvent,
): Promise<number | null> {
  if (prev && prev.runs === next.runs && prev.wickets === next.wickets && !event.isWicket) {
    return null;
  }
  const headers: ApnsHeaders = {
    "apns-push-type": "liveactivity",
    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
    "apns-priority": event.isWicket || event.isBoundary ? "10" : "5",
  };
  return send(pushToken, headers, {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: next.isFinal ? "end" : "update",
      "content-state": next,
      ...(next.isFinal ? { "dismissal-date": Math.floor(Date.now() / 1000) + 20 * 60 } : {}),
    },
  });
}
