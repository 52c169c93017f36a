import http2 from 'node:http2';
import { SignJWT, importPKCS8 } from 'jose';
import { logger } from '../logger';

const APNS_HOST = process.env.APNS_HOST ?? 'https://api.push.apple.com';
const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.breakpoint.ios';

let cachedJwt: { token: string; issuedAt: number } | undefined;

/** Token-based auth: a .p8 key signs a JWT that we refresh every 50 minutes. */
async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) return cachedJwt.token;
  const key = await importPKCS8(process.env.APNS_AUTH_KEY_P8 ?? '', 'ES256');
  const token = await new SignJWT({ iss: process.env.APNS_TEAM_ID, iat: now })
    .setProtectedHeader({ alg: 'ES256', kid: process.env.APNS_KEY_ID })
    .sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

export async function apnsRequest(deviceToken: string, headers: Record<string, string>, payload: unknown) {
  const session = http2.connect(APNS_HOST);
  const jwt = await providerToken();
  return new Promise<number>((resolve, reject) => {
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    req.on('response', (h) => resolve(Number(h[':status'])));
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  }).finally(() => session.close());
}

export async function sendAlert(deviceToken: string, alert: { title: string; body: string; threadId: string }) {
  const status = await apnsRequest(
    deviceToken,
    {
      'apns-push-type': 'alert',
      'apns-topic': BUNDLE_ID,
      'apns-priority': '10',
    },
    { aps: { alert: { title: alert.title, body: alert.body }, 'thread-id': alert.threadId, sound: 'default' } },
  );
  if (status !== 200) logger.warn({ status }, 'APNs alert rejected');
  return status;
}
