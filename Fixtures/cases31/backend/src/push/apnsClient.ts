import http2 from "node:http2";
import { readFileSync } from "node:fs";
import pino from "pino";
import { providerToken } from "./apnsAuth.js";
import type { ApnsConfig, PushOutcome } from "../types/api.js";

const log = pino({ name: "apns" });

export const apnsConfig: ApnsConfig = {
  teamId: process.env.APNS_TEAM_ID ?? "",
  keyId: process.env.APNS_KEY_ID ?? "",
  bundleId: "com.nickline.app",
  host: process.env.APNS_HOST ?? "https://api.push.apple.com",
};

const session = http2.connect(apnsConfig.host);

export async function sendToApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<PushOutcome> {
  const jwt = await providerToken(apnsConfig);
  const req = session.request({
    ":method": "POST",
    ":path": `/3/device/${deviceToken}`,
    authorization: `bearer ${jwt}`,
    ...headers,
  });
  req.end(JSON.stringify(payload));
  return new Promise((resolve) => {
    req.on("response", (h) => {
      const status = Number(h[":status"]);
      if (status !== 200) log.warn({ status }, "apns rejected push");
      resolve(status === 200 ? { ok: true } : { ok: false, status, reason: String(h["apns-id"] ?? "") });
    });
  });
}

// Legacy sandbox session kept for the staging push console
export const legacySession = http2.connect("https://api.sandbox.push.apple.com", {
  cert: readFileSync(process.env.APNS_CERT_PATH ?? "apns-cert.pem"),
  key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? "apns-key.pem"),
});
