import http2 from "node:http2";
import { SignJWT, importPKCS8 } from "jose";
import { logger } from "../lib/logger";

export interface ApnsConfig {
  keyId: string;
  teamId: string;
  bundleId: string;
  privateKeyPem: string;
  host: string;
}

export interface ApnsResult {
  status: number;
  reason?: string;
}

let cachedToken: { jwt: string; issuedAt: number } | undefined;

/** Provider tokens are valid for an hour; APNs rejects refreshes more often than every 20 minutes. */
async function providerToken(config: ApnsConfig): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedToken && now - cachedToken.issuedAt < 50 * 60) return cachedToken.jwt;
  const key = await importPKCS8(config.privateKeyPem, "ES256");
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: config.keyId })
    .setIssuer(config.teamId)
    .setIssuedAt(now)
    .sign(key);
  cachedToken = { jwt, issuedAt: now };
  return jwt;
}

export async function sendToApns(
  config: ApnsConfig,
  deviceToken: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<ApnsResult> {
  const client = http2.connect(config.host);
  const jwt = await providerToken(config);
  return new Promise((resolve, reject) => {
    const request = client.request({
      ":method": "POST",
      ":path": `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    let status = 0;
    let body = "";
    request.on("response", (h) => {
      status = Number(h[":status"]);
    });
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      client.close();
      const reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
      if (status !== 200) logger.warn("apns rejected push", { status, reason });
      resolve({ status, reason });
    });
    request.on("error", reject);
    request.end(JSON.stringify(payload));
  });
}

export const apnsConfig: ApnsConfig = {
  keyId: process.env.APNS_KEY_ID ?? "",
  teamId: process.env.APNS_TEAM_ID ?? "",
  bundleId: process.env.APNS_BUNDLE_ID ?? "app.bullpen.ios",
  privateKeyPem: process.env.APNS_P8 ?? "",
  host: process.env.APNS_HOST ?? "https://api.push.apple.com",
};
