import type { AlertCopy } from "../notifications/goalNotification.js";
import { sendToApns } from "./apnsClient.js";

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? "app.shortcorner.ios";

export async function sendAlert(token: string, copy: AlertCopy, data: Record<string, string>) {
  return sendToApns(
    token,
    { "apns-push-type": "alert", "apns-topic": BUNDLE_ID, "apns-priority": "10" },
    {
      aps: {
        alert: { title: copy.title, body: copy.body },
        sound: "default",
        "thread-id": data.matchId,
        category: data.category,
      },
      ...data,
    },
  );
}
