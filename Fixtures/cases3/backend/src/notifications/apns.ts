import http2 from "node:http2";
import jwt from "jsonwebtoken";
import type { ActivityContentState, ApnsHeaders } from "../schemas/activity.js";
import { logger } from "../logger.js";

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? "app.crease.ios";
const APNS_HOST = process.env.APNS_SANDBOX === "1" ? "https://api.sandbox.push.apple.com" : "https://api.push.apple.com";

function providerToken(): string {
  return jwt.sign({ iss: process.env.APNS_TEAM_ID }, process.env.APNS_KEY ?? "", {
    algorithm: "ES256",
    keyid: process.env.APNS_KEY_ID,
  });
}

export async function send(pushToken: string, headers: ApnsHeaders, payload: object): Promise<number> {
  const client = http2.connect(APNS_HOST);
  try {
    const req = client.request({
      ":method": "POST",
      ":path": `/3/device/${pushToken}`,
      authorization: `bearer ${providerToken()}`,
      ...headers,
    });
    req.end(JSON.stringify(payload));
    const status = await new Promise<number>((resolve) => req.on("response", (h) => resolve(Number(h[":status"]))));
    if (status === 410) logger.info({ pushToken }, "activity token gone");
    return status;
  } finally {
    client.close();
  }
}

/** Routine score refresh for every subscriber of a match. */
export async function sendActivityUpdate(pushToken: string, state: ActivityContentState): Promise<number> {
  const headers: ApnsHeaders = {
    "apns-push-type": "liveactivity",
    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
    "apns-priority": "10",
  };
  return send(pushToken, headers, {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "update",
      "content-state": state,
      "stale-date": Math.floor(Date.now() / 1000) + 15 * 60,
    },
  });
}

export async function sendPushToStart(userId: string, matchId: string): Promise<void> {
  logger.info({ userId, matchId }, "push-to-start queued");
  const headers: ApnsHeaders = {
    "apns-push-type": "liveactivity",
    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
    "apns-priority": "5",
  };
  await send(`pts-${userId}`, headers, {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "start",
      "attributes-type": "CreaseActivityAttributes",
      attributes: { matchId },
      alert: { title: "Your match has started", body: "Follow it from the Lock Screen" },
    },
  });
}
