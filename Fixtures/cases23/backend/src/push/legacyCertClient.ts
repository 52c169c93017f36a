import http2 from "node:http2";
import { readFileSync } from "node:fs";

// Kept for the tournament-day activity until the p8 key is rolled out to that bundle.
const session = http2.connect("https://api.push.apple.com", {
  cert: readFileSync(process.env.APNS_CERT_PATH ?? "certs/shortcorner-push.pem"),
  key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? "certs/shortcorner-push.key"),
});

export function sendTournamentUpdate(token: string, contentState: Record<string, unknown>): void {
  const req = session.request({
    ":method": "POST",
    ":path": `/3/device/${token}`,
    "apns-push-type": "liveactivity",
    "apns-topic": "app.shortcorner.ios",
    "apns-priority": "10",
  });
  req.end(
    JSON.stringify({
      aps: {
        event: "update",
        "content-state": contentState,
      },
    }),
  );
}
