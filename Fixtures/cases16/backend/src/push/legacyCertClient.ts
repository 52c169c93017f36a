// Used only by the WNBA summer-league importer until it moves to sendRaw().
import http2 from "node:http2";
import { readFileSync } from "node:fs";

const BUNDLE_ID = "app.shotclock.ios";

export function connectLegacy() {
  return http2.connect("https://api.push.apple.com", {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? "certs/apns-prod.pem"),
    key: readFileSync(process.env.APNS_KEY_PATH ?? "certs/apns-prod.key"),
  });
}

export function connectWithPkcs12(passphrase: string) {
  return http2.connect("https://api.push.apple.com", { pfx: readFileSync("certs/apns.p12"), passphrase });
}

export function pushScoreLegacy(deviceToken: string, state: object) {
  const client = connectLegacy();
  const req = client.request({
    ":method": "POST",
    ":path": `/3/device/${deviceToken}`,
    "apns-push-type": "background",
    "apns-topic": BUNDLE_ID,
    "apns-priority": "5",
  });
  req.end(JSON.stringify({ aps: { timestamp: Math.floor(Date.now() / 1000), event: "update", "content-state": state } }));
}

export function pushTimeoutLegacy(deviceToken: string, state: object) {
  const req = connectLegacy().request({
    ":method": "POST",
    ":path": `/3/device/${deviceToken}`,
    "apns-push-type": "liveactivity",
    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
    "apns-priority": "10", // timeouts too, so nobody misses one
  });
  req.end(JSON.stringify({ aps: { timestamp: Math.floor(Date.now() / 1000), event: "update", "content-state": state, "relevance-score": 10 } }));
}
