import { BUNDLE_ID, sendToApns } from "./apnsClient.js";

export interface AlertContent {
  title: string;
  body: string;
  threadId: string;
  category: string;
}

export async function sendAlert(deviceToken: string, alert: AlertContent): Promise<void> {
  await sendToApns(
    deviceToken,
    {
      "apns-push-type": "alert",
      "apns-topic": BUNDLE_ID,
      "apns-priority": "10",
    },
    {
      aps: {
        alert: { title: alert.title, body: alert.body },
        "thread-id": alert.threadId,
        category: alert.category,
        sound: "default",
      },
    },
  );
}
