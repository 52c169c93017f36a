import { config } from "../config";
import type { Notification } from "../notifications/raceEvents";
import { sendToApns, type ApnsResult } from "./apnsClient";

export async function sendAlert(
  deviceToken: string,
  notification: Notification,
  options: { timeSensitive: boolean },
): Promise<ApnsResult> {
  return sendToApns({
    deviceToken,
    headers: {
      "apns-push-type": "alert",
      "apns-topic": config.bundleId,
      "apns-priority": options.timeSensitive ? "10" : "5",
    },
    payload: {
      aps: {
        alert: { title: notification.title, body: notification.body },
        sound: "default",
        "thread-id": notification.threadId,
        "interruption-level": options.timeSensitive ? "time-sensitive" : "active",
      },
    },
  });
}
