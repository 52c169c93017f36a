import http2 from "node:http2";
import { readFileSync } from "node:fs";

// Kept for the push-to-start path while the p8 key rollout finishes on the old stack.
export function connectLegacy(host: string): http2.ClientHttp2Session {
  return http2.connect(host, {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? "certs/apns-prod.pem"),
    key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? "certs/apns-prod.key"),
    passphrase: process.env.APNS_CERT_PASSPHRASE,
  });
}
