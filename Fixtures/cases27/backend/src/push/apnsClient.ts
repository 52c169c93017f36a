import http2 from 'node:http2';
import { SignJWT, importPKCS8 } from 'jose';
import { logger } from '../lib/logger.js';

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.fivemetres.ios';
const APNS_HOST = process.env.APNS_ENV === 'sandbox' ? 'https://api.sandbox.push.apple.com' : 'https://api.push.apple.com';

let cachedJwt: { token: string; issuedAt: number } | undefined;

async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) return cachedJwt.token;
  const key = await importPKCS8(process.env.APNS_AUTH_KEY ?? '', 'ES256');
  const token = await new SignJWT({ iss: process.env.APNS_TEAM_ID })
    .setProtectedHeader({ alg: 'ES256', kid: process.env.APNS_KEY_ID })
    .setIssuedAt(now)
    .sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

export interface ApnsResponse {
  status: number;
  reason?: string;
}

export async function postToApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResponse> {
  const session = http2.connect(APNS_HOST);
  try {
    const jwt = await providerToken();
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    req.end(JSON.stringify(payload));
    const status = await new Promise<number>((resolve, reject) => {
      req.on('response', (h) => resolve(Number(h[':status'])));
      req.on('error', reject);
    });
    return { status };
  } finally {
    session.close();
  }
}

export async function sendAlert(deviceToken: string, alert: { title: string; body: string }): Promise<void> {
  const res = await postToApns(
    deviceToken,
    {
      'apns-push-type': 'alert',
      'apns-topic': BUNDLE_ID,
      'apns-priority': '5',
    },
    { aps: { alert, sound: 'default' } },
  );
  if (res.status >= 400) logger.warn('alert rejected', { status: res.status });
}

export { BUNDLE_ID };
