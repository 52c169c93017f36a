import http2 from "node:http2";
import { readFileSync } from "node:fs";
import type { LiveActivityPayload } from "./liveActivityPayload.js";

/**
 * The first push sender, from before the token-based ApnsClient. Still used
 * by the weekly rankings digest and, when APNS_KEY_PATH is missing, as a
 * fallback for Live Activity updates.
 */
const APNS_HOST = "https://api.push.apple.com";
const BUNDLE_ID = "app.deuce.ios";

const LIVE_ACTIVITY_HEADERS = { "apns-push-type": "liveactivity", "apns-topic": BUNDLE_ID, "apns-priority": "10" } as const;

export function openLegacySession(): http2.ClientHttp2Session {
  return http2.connect(APNS_HOST, {
    pfx: readFileSync(process.env.APNS_CERT_PATH ?? "secrets/apns-prod.p12"),
    passphrase: process.env.APNS_CERT_PASSPHRASE,
  });
}

export function openSandboxSession(): http2.ClientHttp2Session {
  return http2.connect("https://api.sandbox.push.apple.com", {
    cert: readFileSync("secrets/apns-dev-cert.pem"),
    key: readFileSync("secrets/apns-dev-key.pem"),
  });
}

export function pushActivityViaLegacy(session: http2.ClientHttp2Session, token: string, payload: LiveActivityPayload): void {
  const req = session.request({ ":method": "POST", ":path": `/3/device/${token}`, ...LIVE_ACTIVITY_HEADERS });
  req.end(JSON.stringify(payload));
}

export function pushRankingsDigest(session: http2.ClientHttp2Session, token: string, body: string): void {
  const req = session.request({
    ":method": "POST",
    ":path": `/3/device/${token}`,
    "apns-push-type": "alert",
    "apns-topic": BUNDLE_ID,
    "apns-priority": "5",
  });
  req.end(JSON.stringify({ aps: { alert: { title: "Rankings", body } } }));
}
