import type { LiveActivityAttributes, LiveActivityContentState } from "../schemas/liveActivity.js";
import { BUNDLE_ID, sendToApns, type ApnsResponse } from "./client.js";

type LiveActivityPayload = {
  aps: {
    timestamp?: number;
    event: "update" | "end";
    "content-state": LiveActivityContentState;
    "stale-date"?: number;
    "dismissal-date"?: number;
    "relevance-score"?: number;
  };
};

type PushToStartPayload = {
  aps: {
    timestamp: number;
    event: "start";
    "content-state": LiveActivityContentState;
    "attributes-type": "FaceoffActivityAttributes";
    attributes: LiveActivityAttributes;
    alert: { title: string; body: string };
  };
};

const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export type UpdateOptions = {
  relevance: number;
  staleAfterSeconds?: number;
};

export function updatePayload(state: LiveActivityContentState, opts: UpdateOptions): LiveActivityPayload {
  const timestamp = nowSeconds();
  return {
    aps: {
      timestamp,
      event: "update",
      "content-state": state,
      ...(opts.staleAfterSeconds ? { "stale-date": timestamp + opts.staleAfterSeconds } : {}),
      "relevance-score": opts.relevance,
    },
  };
}

export function finalPayload(state: LiveActivityContentState, dismissAfterMinutes = 20): LiveActivityPayload {
  const timestamp = nowSeconds();
  return {
    aps: {
      timestamp,
      event: "end",
      "content-state": state,
      "dismissal-date": timestamp + dismissAfterMinutes * 60,
    },
  };
}

export function intermissionPayload(state: LiveActivityContentState): LiveActivityPayload {
  // Intermissions don't move the score, so these can ride along whenever the device wakes up.
  return { aps: { event: "update", "content-state": state } };
}

export function unfollowEndPayload(state: LiveActivityContentState): LiveActivityPayload {
  return { aps: { timestamp: nowSeconds(), event: "end", "content-state": state } };
}

export async function sendLiveActivity(
  token: string,
  payload: LiveActivityPayload,
  priority: 5 | 10 = 5,
): Promise<ApnsResponse> {
  return sendToApns(
    token,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": LIVE_ACTIVITY_TOPIC,
      "apns-priority": String(priority),
    },
    payload,
  );
}

export async function sendPushToStart(
  pushToStartToken: string,
  attributes: LiveActivityAttributes,
  state: LiveActivityContentState,
  alert: { title: string; body: string },
): Promise<ApnsResponse> {
  const payload: PushToStartPayload = {
    aps: {
      timestamp: nowSeconds(),
      event: "start",
      "content-state": state,
      "attributes-type": "FaceoffActivityAttributes",
      attributes,
      alert,
    },
  };
  return sendToApns(
    pushToStartToken,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": BUNDLE_ID,
      "apns-priority": "10",
    },
    payload,
  );
}
