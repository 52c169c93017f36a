import http2 from "node:http2";
import fs from "node:fs";
import jwt from "jsonwebtoken";
import { logger } from "../lib/logger.js";
import type { ApnsConfig, PushResult } from "../lib/types.js";

const config: ApnsConfig = {
  teamId: process.env.APNS_TEAM_ID ?? "",
  keyId: process.env.APNS_KEY_ID ?? "",
  privateKeyPem: process.env.APNS_PRIVATE_KEY ?? "",
  bundleId: process.env.APNS_BUNDLE_ID ?? "app.furlong.ios",
  production: process.env.APNS_ENV === "production",
};

const host = config.production ? "https://api.push.apple.com" : "https://api.sandbox.push.apple.com";

let cachedJwt: { token: string; issuedAt: number } | null = null;

function providerToken(): string {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) return cachedJwt.token;
  const token = jwt.sign({ iss: config.teamId, iat: now }, config.privateKeyPem, {
    algorithm: "ES256",
    header: { alg: "ES256", kid: config.keyId },
  });
  cachedJwt = { token, issuedAt: now };
  return token;
}

const session = http2.connect(host);

// Legacy alert connection, still used by the nightly digest job.
const digestSession = http2.connect(host, {
  cert: fs.readFileSync(process.env.APNS_CERT_PATH ?? "certs/apns-digest.pem"),
  key: fs.readFileSync(process.env.APNS_KEY_PATH ?? "certs/apns-digest.key"),
});

export type Priority = 5 | 10;

export async function sendLiveActivityUpdate(token: string, payload: object, priority: Priority): Promise<PushResult> {
  return post(session, token, payload, {
    authorization: `bearer ${providerToken()}`,
    "apns-push-type": "liveactivity",
    "apns-topic": `${config.bundleId}.push-type.liveactivity`,
    "apns-priority": String(priority),
  });
}

export async function sendMeetingActivityUpdate(token: string, payload: object): Promise<PushResult> {
  return post(session, token, payload, {
    authorization: `bearer ${providerToken()}`,
    "apns-push-type": "alert",
    "apns-topic": config.bundleId,
    "apns-priority": "10",
  });
}

export async function sendPushToStartToken(token: string, payload: object): Promise<PushResult> {
  const headers = { authorization: `bearer ${providerToken()}`, "apns-push-type": "liveactivity", "apns-topic": `${config.bundleId}.push-type.liveactivity`, "apns-priority": "10" };
  return post(session, token, payload, headers);
}

export async function sendAlert(userId: string, alert: { title: string; body: string; threadId: string }): Promise<PushResult> {
  const token = await deviceTokenFor(userId);
  const payload = { aps: { alert: { title: alert.title, body: alert.body }, "thread-id": alert.threadId } };
  return post(session, token, payload, alertHeaders());
}

function alertHeaders(): Record<string, string> {
  return { authorization: `bearer ${providerToken()}`, "apns-push-type": "alert", "apns-topic": config.bundleId };
}

export async function sendDigest(token: string, payload: object): Promise<PushResult> {
  return post(digestSession, token, payload, { "apns-push-type": "alert", "apns-topic": config.bundleId });
}

async function deviceTokenFor(userId: string): Promise<string> {
  const { getDeviceToken } = await import("../stores/deviceStore.js");
  return getDeviceToken(userId);
}

function post(client: http2.ClientHttp2Session, token: string, payload: object, headers: Record<string, string>): Promise<PushResult> {
  return new Promise((resolve, reject) => {
    const req = client.request({ ":method": "POST", ":path": `/3/device/${token}`, ...headers });
    let status = 0;
    let body = "";
    req.on("response", (h) => (status = Number(h[":status"])));
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (status !== 200) logger.warn("apns non-200", { status, body });
      resolve({ status, reason: body ? JSON.parse(body).reason : undefined });
    });
    req.on("error", reject);
    req.end(JSON.stringify(payload));
  });
}
