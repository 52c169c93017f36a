import { config } from "../config";
import { MINUTE } from "../lib/time";
import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import { sendToApns, type ApnsResult } from "./apnsClient";

const liveActivityTopic = `${config.bundleId}.push-type.liveactivity`;

// Ended stage activities stay on the Lock Screen for 20 minutes: long enough to
// read the winner and the new GC, short enough not to linger all evening.
const DISMISS_AFTER_FINISH_SECONDS = 20 * MINUTE;

export type UpdateUrgency = "routine" | "time_sensitive";

function liveActivityHeaders(urgency: UpdateUrgency): Record<string, string> {
  return {
    "apns-push-type": "liveactivity",
    "apns-topic": liveActivityTopic,
    // 10 only for attacks, catches, yellow changes and the finish; everything else
    // rides at 5 so a three-hour stage doesn't burn the device's push budget.
    "apns-priority": urgency === "time_sensitive" ? "10" : "5",
  };
}

export async function sendLiveActivityUpdate(
  pushToken: string,
  state: LiveActivityContentState,
  options: { timestamp: number; urgency: UpdateUrgency; staleAfterSeconds?: number; relevanceScore?: number },
): Promise<ApnsResult> {
  const payload = {
    aps: {
      timestamp: options.timestamp,
      event: "update",
      "content-state": state,
      ...(options.staleAfterSeconds ? { "stale-date": options.timestamp + options.staleAfterSeconds } : {}),
      ...(options.relevanceScore !== undefined ? { "relevance-score": options.relevanceScore } : {}),
    },
  };
  return sendToApns({ deviceToken: pushToken, headers: liveActivityHeaders(options.urgency), payload });
}

export async function sendLiveActivityEnd(
  pushToken: string,
  finalState: LiveActivityContentState,
  finishedAt: number,
): Promise<ApnsResult> {
  const payload = {
    aps: {
      timestamp: finishedAt,
      event: "end",
      "content-state": finalState,
      "dismissal-date": finishedAt + DISMISS_AFTER_FINISH_SECONDS,
    },
  };
  return sendToApns({ deviceToken: pushToken, headers: liveActivityHeaders("time_sensitive"), payload });
}
