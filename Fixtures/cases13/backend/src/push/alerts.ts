import { ApnsClient } from "./apnsClient";
import { getApnsClient } from "./clientFactory";

interface AlertContent {
  title: string;
  body: string;
  category: string;
  threadId: string;
}

/** Regular notification (not a Live Activity update). */
export async function sendAlert(token: string, content: AlertContent, opts: { timeSensitive: boolean }) {
  const client: ApnsClient = getApnsClient();
  return client.send(
    token,
    {
      "apns-push-type": "alert",
      "apns-topic": client.bundleId,
      "apns-priority": opts.timeSensitive ? "10" : "5",
    },
    {
      aps: {
        alert: { title: content.title, body: content.body },
        category: content.category,
        "thread-id": content.threadId,
        "interruption-level": opts.timeSensitive ? "time-sensitive" : "active",
      },
    },
  );
}
