import type { LiveActivityState } from "../schemas/liveActivity.schema";

export interface ActivityPushOptions {
  bundleId: string;
  urgent: boolean;
  final: boolean;
  nowSeconds: number;
}

const DISMISS_AFTER_SECONDS = 20 * 60;

export function buildActivityPush(state: LiveActivityState, opts: ActivityPushOptions) {
  const contentState = {
    ...state,
    statusText: state.statusText || "Play suspended",
  };
  return {
    headers: {
      "apns-push-type": "liveactivity",
      "apns-topic": `${opts.bundleId}.push-type.liveactivity`,
      "apns-priority": opts.urgent ? "10" : "5",
    },
    body: {
      aps: {
        timestamp: opts.nowSeconds,
        event: opts.final ? "end" : "update",
        "content-state": contentState,
        ...(opts.final ? { "dismissal-date": opts.nowSeconds + DISMISS_AFTER_SECONDS } : {}),
        alert: opts.final ? { title: "Full time", body: state.scoreText } : undefined,
      },
    },
  };
}
