import https from "node:https";
import { readFileSync } from "node:fs";

export const legacyAgent = new https.Agent({ pfx: readFileSync("certs/nickline-push.p12"), passphrase: process.env.APNS_P12_PASS });

export function legacyPost(deviceToken: string, body: string): void {
  const req = https.request({
    host: "api.push.apple.com",
    path: `/3/device/${deviceToken}`,
    method: "POST",
    agent: legacyAgent,
    headers: { "apns-push-type": "liveactivity", "apns-topic": "com.nickline.app.push-type.liveactivity" },
  });
  req.end(body);
}
