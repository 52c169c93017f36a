import http2 from "node:http2";
import { readFileSync } from "node:fs";

// Kept for the 2.x app builds, which still receive score alerts through the old
// connection. Remove once 2.x drops below 1% of sessions.
const CERT_PATH = process.env.APNS_CERT_PATH ?? "/etc/bullpen/apns-cert.pem";
const KEY_PATH = process.env.APNS_KEY_PATH ?? "/etc/bullpen/apns-key.pem";

export function openLegacyConnection(): http2.ClientHttp2Session {
  return http2.connect("https://api.push.apple.com", {
    cert: readFileSync(CERT_PATH),
    key: readFileSync(KEY_PATH),
  });
}
