import { readFileSync } from "node:fs";
import { connect } from "node:http2";
import type { AlertContent } from "../notifications/buildAlert.js";
import { BUNDLE_ID } from "./client.js";

// Alerts still ride the legacy connection until the .p8 rollout for the alerts worker ships (FO-412).
const alertSession = connect(process.env.APNS_HOST ?? "https://api.push.apple.com", {
  cert: readFileSync(process.env.APNS_CERT_PATH ?? "certs/apns-prod.pem"),
  key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? "certs/apns-prod.key"),
});

export async function sendAlert(deviceToken: string, alert: AlertContent): Promise<number> {
  const req = alertSession.request({
    ":method": "POST",
    ":path": `/3/device/${deviceToken}`,
    "apns-push-type": "alert",
    "apns-topic": BUNDLE_ID,
    "apns-priority": alert.timeSensitive ? "10" : "5",
  });
  const payload = {
    aps: {
      alert: { title: alert.title, subtitle: alert.subtitle, body: alert.body },
      "thread-id": alert.threadId,
      "interruption-level": alert.timeSensitive ? "time-sensitive" : "active",
    },
  };
  return new Promise((resolve, reject) => {
    req.on("response", (headers) => resolve(Number(headers[":status"])));
    req.on("error", reject);
    req.end(JSON.stringify(payload));
  });
}
