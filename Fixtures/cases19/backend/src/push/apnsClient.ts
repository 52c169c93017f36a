import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { SignJWT, importPKCS8 } from 'jose';
import { logger } from '../lib/logger';

const APNS_HOST = process.env.APNS_HOST ?? 'https://api.push.apple.com';
const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? 'app.baulk.ios';

export type ApnsResult = { status: number; reason?: string; apnsId?: string };

let cachedJwt: { token: string; issuedAt: number } | null = null;

/** Provider token auth (.p8 key). Apple allows reuse for up to an hour; we refresh every 50 minutes. */
async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) return cachedJwt.token;
  const key = await importPKCS8(process.env.APNS_AUTH_KEY_P8 ?? '', 'ES256');
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: process.env.APNS_KEY_ID ?? '' })
    .setIssuer(process.env.APPLE_TEAM_ID ?? '')
    .setIssuedAt(now)
    .sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

export async function sendApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
  const session = http2.connect(APNS_HOST);
  try {
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${await providerToken()}`,
      ...headers,
    });
    req.end(JSON.stringify(payload));
    const status = await new Promise<number>((resolve) => req.on('response', (h) => resolve(Number(h[':status']))));
    if (status !== 200) logger.warn('apns non-200', { status, deviceToken: deviceToken.slice(0, 8) });
    return { status };
  } finally {
    session.close();
  }
}

/** Legacy alert channel kept for the Watch complication beta. */
export function legacyAlertSession() {
  return http2.connect(APNS_HOST, {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? 'certs/baulk-push.pem'),
    key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? 'certs/baulk-push-key.pem'),
  });
}

export const alertTopic = BUNDLE_ID;
export const liveActivityTopic = `${BUNDLE_ID}.push-type.liveactivity`;
