import type { ActivitySubscription } from "../schemas/follow";
import type { LiveActivityDisplayState } from "../schemas/liveActivity";
import { apnsConfig, sendToApns } from "./apnsClient";

// Fan-out used by the rain delay job; written before liveActivityPush.ts existed.
const DELAY_HEADERS = {
  "apns-push-type": "background",
  "apns-topic": apnsConfig.bundleId,
  "apns-priority": "10",
};

export async function broadcastDelayState(subs: ActivitySubscription[], state: LiveActivityDisplayState): Promise<void> {
  for (const sub of subs) {
    await sendToApns(apnsConfig, sub.token, DELAY_HEADERS, {
      aps: {
        event: "update",
        "content-state": state,
      },
    });
  }
}

export async function broadcastPostponed(subs: ActivitySubscription[], state: LiveActivityDisplayState): Promise<void> {
  for (const sub of subs) {
    await sendToApns(
      apnsConfig,
      sub.token,
      { ...DELAY_HEADERS, "apns-push-type": "liveactivity", "apns-topic": `${apnsConfig.bundleId}.push-type.liveactivity` },
      {
        aps: {
          timestamp: Math.floor(Date.now() / 1000),
          event: "end",
          "content-state": state,
        },
      },
    );
  }
}
