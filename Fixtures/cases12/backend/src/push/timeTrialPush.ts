import { config } from "../config";
import { nowSeconds } from "../lib/time";
import type { TimeTrialContentState } from "../schemas/liveActivity.schema";
import { sendToApns, type ApnsResult } from "./apnsClient";

const headers = {
  "apns-push-type": "alert",
  "apns-topic": `${config.bundleId}.push-type.liveactivity`,
  "apns-priority": "5",
};

export function buildTimeTrialUpdatePayload(state: TimeTrialContentState) {
  return {
    aps: {
      timestamp: nowSeconds(),
      event: "update",
      "content-state": state,
    },
  };
}

export function buildTimeTrialEndPayload(state: TimeTrialContentState, finishedAt: number) {
  return {
    aps: { timestamp: finishedAt, event: "end", "content-state": state },
  };
}

export async function sendTimeTrialUpdate(pushToken: string, state: TimeTrialContentState): Promise<ApnsResult> {
  return sendToApns({ deviceToken: pushToken, headers, payload: buildTimeTrialUpdatePayload(state) });
}

export async function sendTimeTrialEnd(pushToken: string, state: TimeTrialContentState, finishedAt: number): Promise<ApnsResult> {
  return sendToApns({ deviceToken: pushToken, headers, payload: buildTimeTrialEndPayload(state, finishedAt) });
}
