import http2 from "node:http2";
import { readFileSync } from "node:fs";

// Usage: tsx scripts/sendTestPush.ts <device-token> <p12-password>
// Sends a canned Live Activity update to one device for manual QA.
const [deviceToken, passphrase] = process.argv.slice(2);

const session = http2.connect("https://api.sandbox.push.apple.com", {
  pfx: readFileSync("certs/bullpen-push.p12"),
  passphrase,
});

const request = session.request({
  ":method": "POST",
  ":path": `/3/device/${deviceToken}`,
  "apns-push-type": "liveactivity",
  "apns-topic": "app.bullpen.ios.push-type.liveactivity",
  "apns-priority": "5",
});

request.end(
  JSON.stringify({
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "update",
      "content-state": JSON.parse(readFileSync("scripts/fixtures/bottom-ninth.json", "utf8")),
    },
  }),
);
request.on("close", () => session.close());
