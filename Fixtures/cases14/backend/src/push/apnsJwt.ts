import { importPKCS8, SignJWT } from 'jose';

const TEAM_ID = process.env.APNS_TEAM_ID ?? '';
const KEY_ID = process.env.APNS_KEY_ID ?? '';
let cached: { token: string; issuedAt: number } | null = null;

/** Token-based APNs auth (.p8 signing key); tokens are reused for up to 50 minutes. */
export async function apnsBearerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cached && now - cached.issuedAt < 50 * 60) return cached.token;
  const key = await importPKCS8(process.env.APNS_SIGNING_KEY ?? '', 'ES256');
  const token = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: KEY_ID }).setIssuer(TEAM_ID).setIssuedAt(now).sign(key);
  cached = { token, issuedAt: now };
  return token;
}
