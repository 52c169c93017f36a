import http2 from "node:http2";
import { SignJWT, importPKCS8 } from "jose";
import { logger } from "../lib/logger.js";

const APNS_HOST = process.env.APNS_SANDBOX === "true" ? "https://api.sandbox.push.apple.com" : "https://api.push.apple.com";
const TEAM_ID = process.env.APNS_TEAM_ID ?? "";
const KEY_ID = process.env.APNS_KEY_ID ?? "";
export const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? "app.behind.ios";

let cachedJwt: { token: string; issuedAt: number } | null = null;

async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) return cachedJwt.token;
  const key = await importPKCS8(process.env.APNS_AUTH_KEY_P8 ?? "", "ES256");
  const token = await new SignJWT({ iss: TEAM_ID, iat: now }).setProtectedHeader({ alg: "ES256", kid: KEY_ID }).sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

let session: http2.ClientHttp2Session | null = null;

function connect(): http2.ClientHttp2Session {
  if (session && !session.closed && !session.destroyed) return session;
  session = http2.connect(APNS_HOST);
  session.on("error", (err) => logger.error("apns session error", { err: String(err) }));
  return session;
}

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function sendToApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
  const jwt = await providerToken();
  return new Promise((resolve, reject) => {
    const req = connect().request({
      ":method": "POST",
      ":path": `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    let status = 0;
    let body = "";
    req.on("response", (h) => (status = Number(h[":status"])));
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve({ status, reason: body ? (JSON.parse(body) as { reason?: string }).reason : undefined }));
    req.on("error", reject);
    req.end(JSON.stringify(payload));
  });
}
