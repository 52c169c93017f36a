import { config } from "../config";
import { chunk } from "../lib/batch";
import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import type { ActivitySubscription } from "../schemas/subscription.schema";
import type { Notification } from "../notifications/raceEvents";
import { sendToApns, type ApnsResult } from "./apnsClient";

const APNS_CONCURRENCY = 50;

/**
 * Pushes a race event straight to every Live Activity on the stage, with the
 * alert text that shows on a paired Apple Watch.
 */
export async function pushRaceEventToActivities(
  subscriptions: readonly ActivitySubscription[],
  state: LiveActivityContentState,
  notification: Notification,
): Promise<ApnsResult[]> {
  const headers = {
    "apns-push-type": "liveactivity",
    "apns-topic": `${config.bundleId}.push-type.liveactivity`,
    "apns-priority": "10",
  };
  const results: ApnsResult[] = [];
  for (const batch of chunk(subscriptions, APNS_CONCURRENCY)) {
    const sent = await Promise.all(
      batch.map((sub) =>
        sendToApns({
          deviceToken: sub.pushToken,
          headers,
          payload: { aps: { event: "update", "content-state": state, alert: { title: notification.title, body: notification.body } } },
        }),
      ),
    );
    results.push(...sent);
  }
  return results;
}
