import http2 from "node:http2";
import { SignJWT, importPKCS8 } from "jose";
import { logger } from "../lib/logger.js";

const APNS_HOST = process.env.APNS_SANDBOX === "1" ? "https://api.sandbox.push.apple.com" : "https://api.push.apple.com";
const TOKEN_LIFETIME_MS = 50 * 60 * 1000;

let cachedJwt: { value: string; issuedAt: number } | null = null;

async function providerToken(): Promise<string> {
  if (cachedJwt && Date.now() - cachedJwt.issuedAt < TOKEN_LIFETIME_MS) {
    return cachedJwt.value;
  }
  const key = await importPKCS8(process.env.APNS_AUTH_KEY_P8 ?? "", "ES256");
  const value = await new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: process.env.APNS_KEY_ID ?? "" })
    .setIssuer(process.env.APNS_TEAM_ID ?? "")
    .setIssuedAt()
    .sign(key);
  cachedJwt = { value, issuedAt: Date.now() };
  return value;
}

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function sendToApns(token: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
  const session = http2.connect(APNS_HOST);
  const jwt = await providerToken();
  return new Promise((resolve, reject) => {
    const req = session.request({
      ":method": "POST",
      ":path": `/3/device/${token}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    let body = "";
    let status = 0;
    req.on("response", (h) => {
      status = Number(h[":status"]);
    });
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      session.close();
      const reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
      if (status !== 200) logger.warn(`apns ${status} ${reason ?? ""} for ${token.slice(0, 8)}…`);
      resolve({ status, reason });
    });
    req.on("error", reject);
    req.end(JSON.stringify(payload));
  });
}
