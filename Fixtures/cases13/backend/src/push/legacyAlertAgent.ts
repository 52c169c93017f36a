import fs from "node:fs";
import http2 from "node:http2";

// Old alert-only sender kept for the marketing "match day" pushes.
const CERT_PATH = process.env.APNS_CERT_PATH ?? "/opt/powerplay/apns-prod.pem";
const KEY_PATH = process.env.APNS_CERT_KEY_PATH ?? "/opt/powerplay/apns-prod.key";

export function connectLegacyAgent(): http2.ClientHttp2Session {
  return http2.connect("https://api.push.apple.com", {
    cert: fs.readFileSync(CERT_PATH),
    key: fs.readFileSync(KEY_PATH),
  });
}

export async function sendMatchDayAlert(session: http2.ClientHttp2Session, deviceToken: string, payload: object, bundleId: string): Promise<number> {
  const req = session.request({
    ":method": "POST",
    ":path": `/3/device/${deviceToken}`,
    "apns-push-type": "alert",
    "apns-topic": bundleId,
    "apns-priority": "5",
  });
  req.end(JSON.stringify(payload));
  return new Promise((resolve) => req.on("response", (h) => resolve(Number(h[":status"]))));
}
