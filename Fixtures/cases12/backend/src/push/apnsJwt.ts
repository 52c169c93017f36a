import jwt from "jsonwebtoken";
import { config } from "../config";
import { nowSeconds } from "../lib/time";

// Token-based (.p8) provider authentication. Certificate connections can't send
// the liveactivity push type, so there is deliberately no certificate path here.

// Apple rejects provider tokens older than an hour and throttles refreshes more
// often than every 20 minutes; 50 minutes sits between the two.
const REFRESH_AFTER_SECONDS = 50 * 60;

let cached: { token: string; issuedAt: number } | null = null;

export function providerToken(): string {
  const now = nowSeconds();
  if (cached && now - cached.issuedAt < REFRESH_AFTER_SECONDS) {
    return cached.token;
  }
  const token = jwt.sign({ iss: config.apnsTeamId, iat: now }, config.apnsPrivateKey, {
    algorithm: "ES256",
    header: { alg: "ES256", kid: config.apnsKeyId },
  });
  cached = { token, issuedAt: now };
  return token;
}
