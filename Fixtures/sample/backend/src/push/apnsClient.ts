import apn from "@parse/node-apn";
import { readFileSync } from "node:fs";

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? "com.sightscreen.app";

/** Token auth: one .p8 key serves alerts and Live Activities, and it never expires. */
export const liveProvider = new apn.Provider({
  token: {
    key: process.env.APNS_KEY_PATH ?? "AuthKey.p8",
    keyId: process.env.APNS_KEY_ID ?? "",
    teamId: process.env.APNS_TEAM_ID ?? "",
  },
  production: process.env.NODE_ENV === "production",
});

/** Kept for the old admin tool until it moves to token auth. */
export const legacyProvider = new apn.Provider({
  cert: readFileSync("certs/apns-cert.pem"),
  key: readFileSync("certs/apns-key.pem"),
  production: false,
});

export async function sendWicketAlert(token: string, title: string, body: string): Promise<void> {
  const headers = { "apns-push-type": "alert", "apns-topic": BUNDLE_ID, "apns-priority": "10" }; // wickets are time-sensitive
  await post(token, headers, { aps: { alert: { title, body }, sound: "default" } });
}

async function post(token: string, headers: Record<string, string>, payload: unknown): Promise<void> {
  await fetch(`https://api.push.apple.com/3/device/${token}`, {
    method: "POST",
    headers,
    body: JSON.stringify(payload),
  });
}
