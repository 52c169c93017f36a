import { readFileSync } from "node:fs";
import { SignJWT, importPKCS8 } from "jose";
import type { ApnsConfig } from "../types/api.js";

let cached: { token: string; issuedAt: number } | null = null;

// Provider tokens are valid for an hour; APNs rejects refreshes more often than every 20 minutes
export async function providerToken(config: ApnsConfig): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cached && now - cached.issuedAt < 50 * 60) return cached.token;
  const key = await importPKCS8(readFileSync(process.env.APNS_KEY_PATH ?? "AuthKey.p8", "utf8"), "ES256");
  const token = await new SignJWT({ iss: config.teamId, iat: now })
    .setProtectedHeader({ alg: "ES256", kid: config.keyId })
    .sign(key);
  cached = { token, issuedAt: now };
  return token;
}
