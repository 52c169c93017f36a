import http2 from "node:http2";
import { importPKCS8, SignJWT } from "jose";
import type { ApnsResult } from "../types.js";

const APNS_HOST = process.env.APNS_HOST ?? "https://api.push.apple.com";
const BUNDLE_ID = "app.shotclock.ios";
const TEAM_ID = process.env.APNS_TEAM_ID!;
const KEY_ID = process.env.APNS_KEY_ID!;

let cachedJwt: { token: string; issuedAt: number } | undefined;

async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) return cachedJwt.token;
  const key = await importPKCS8(process.env.APNS_AUTH_KEY!, "ES256");
  const token = await new SignJWT({}).setProtectedHeader({ alg: "ES256", kid: KEY_ID }).setIssuer(TEAM_ID).setIssuedAt(now).sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

export const liveActivityHeaders = {
  "apns-push-type": "liveactivity",
  "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
  "apns-priority": "10",
};

export async function sendRaw(deviceToken: string, headers: Record<string, string>, payload: object): Promise<ApnsResult> {
  const client = http2.connect(APNS_HOST);
  const req = client.request({
    ":method": "POST",
    ":path": `/3/device/${deviceToken}`,
    authorization: `bearer ${await providerToken()}`,
    ...headers,
  });
  req.end(JSON.stringify(payload));
  return new Promise((resolve, reject) => {
    req.on("response", (h) => resolve({ status: Number(h[":status"]), apnsId: h["apns-id"] as string | undefined }));
    req.on("error", reject);
    req.on("close", () => client.close());
  });
}

export async function sendAlert(deviceToken: string, alert: { title: string; body: string }) {
  return sendRaw(
    deviceToken,
    {
      "apns-push-type": "alert",
      "apns-topic": BUNDLE_ID,
      "apns-priority": "5",
    },
    { aps: { alert, sound: "default" } },
  );
}
