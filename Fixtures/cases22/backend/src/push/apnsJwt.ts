import { importPKCS8, SignJWT } from 'jose';

const TOKEN_LIFETIME_SECONDS = 50 * 60;

let cached: { jwt: string; issuedAt: number } | null = null;

export async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cached && now - cached.issuedAt < TOKEN_LIFETIME_SECONDS) return cached.jwt;
  const key = await importPKCS8(process.env.APNS_AUTH_KEY_P8 ?? '', 'ES256');
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: process.env.APNS_KEY_ID })
    .setIssuer(process.env.APNS_TEAM_ID ?? '')
    .setIssuedAt(now)
    .sign(key);
  cached = { jwt, issuedAt: now };
  return jwt;
}
