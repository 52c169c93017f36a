import { config } from "../config";
import { nowSeconds } from "../lib/time";
import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import { sendToApns, type ApnsResult } from "./apnsClient";
import { pushToStartCopy } from "./pushToStart.messages";

interface PushToStartAttributes {
  raceId: string;
  stageId: string;
  raceName: string;
  stageNumberLabel: string;
  deepLink: string;
}

export async function sendPushToStart(
  token: string,
  attributes: PushToStartAttributes,
  state: LiveActivityContentState,
): Promise<ApnsResult> {
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: "start",
      "attributes-type": "StageActivityAttributes",
      attributes,
      "content-state": state,
      alert: {
        title: pushToStartCopy.title(attributes.stageNumberLabel),
        body: pushToStartCopy.body(attributes.raceName),
      },
    },
  };
  return sendToApns({
    deviceToken: token,
    headers: {
      "apns-push-type": "liveactivity",
      "apns-topic": config.bundleId,
      "apns-priority": "10",
    },
    payload,
  });
}
