import { sendToApns, apnsConfig } from "./apnsClient.js";

export interface AlertInput {
  title: string;
  body: string;
  threadId: string;
}

export async function sendAlert(deviceToken: string, input: AlertInput) {
  return sendToApns(
    deviceToken,
    {
      "apns-push-type": "alert",
      "apns-topic": apnsConfig.bundleId,
      "apns-priority": "10",
    },
    { aps: { alert: { title: input.title, body: input.body }, "thread-id": input.threadId, sound: "default" } },
  );
}
