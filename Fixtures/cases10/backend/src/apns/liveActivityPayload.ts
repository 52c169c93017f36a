import type { CourtActivityContentState, LiveActivityDisplayState } from "../schemas/liveActivity.schema.js";
import type { NotificationCopy } from "../messages/notifications.messages.js";

/** How long a finished match stays on the Lock Screen. */
export const DISMISS_AFTER_SECONDS = 20 * 60;
/** Mark the activity stale if we go this long without an update. */
const STALE_AFTER_SECONDS = 15 * 60;

type ContentState = LiveActivityDisplayState | CourtActivityContentState;

export type LiveActivityPayload = {
  aps: {
    timestamp: number;
    event: "update" | "end";
    "content-state": ContentState;
    "stale-date"?: number;
    "dismissal-date"?: number;
    "relevance-score"?: number;
    alert?: { title: string; body: string };
  };
};

export function updatePayload(state: ContentState, sentAt: number, relevance = 50): LiveActivityPayload {
  return {
    aps: { timestamp: sentAt, event: "update", "content-state": state, "stale-date": sentAt + STALE_AFTER_SECONDS, "relevance-score": relevance },
  };
}

export function endPayload(state: ContentState, sentAt: number, finishedAt: number): LiveActivityPayload {
  return {
    aps: { timestamp: sentAt, event: "end", "content-state": state, "dismissal-date": finishedAt + DISMISS_AFTER_SECONDS },
  };
}

export function alertPayload(copy: NotificationCopy, matchId: string) {
  return {
    aps: { alert: { title: copy.title, body: copy.body }, sound: "default", "thread-id": matchId },
  };
}
