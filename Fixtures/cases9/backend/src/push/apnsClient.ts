import http2 from 'node:http2';
import { SignJWT, importPKCS8 } from 'jose';
import { logger } from '../logger.js';

const APNS_HOST = process.env.APNS_HOST ?? 'https://api.push.apple.com';
export const BUNDLE_ID = 'com.fairway.app';
export const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;

let cachedJwt: { token: string; issuedAt: number } | null = null;
let session: http2.ClientHttp2Session | null = null;

// Token-based auth (.p8). Certificate auth cannot send liveactivity pushes.
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

function connection(): http2.ClientHttp2Session {
  if (!session || session.closed || session.destroyed) {
    session = http2.connect(APNS_HOST);
    session.on('error', (err) => logger.error('apns session error', { err: String(err) }));
  }
  return session;
}

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function sendRaw(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
  const jwt = await providerToken();
  return new Promise((resolve, reject) => {
    const req = connection().request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    let body = '';
    let status = 0;
    req.on('response', (h) => {
      status = Number(h[':status']);
    });
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => resolve({ status, reason: body ? JSON.parse(body).reason : undefined }));
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

export interface AlertPush {
  title: string;
  body: string;
  category: string;
}

export async function sendAlertPush(deviceToken: string, push: AlertPush): Promise<ApnsResult> {
  return sendRaw(
    deviceToken,
    {
      'apns-push-type': 'alert',
      'apns-topic': BUNDLE_ID,
      'apns-priority': '10',
    },
    { aps: { alert: { title: push.title, body: push.body }, category: push.category, sound: 'default' } },
  );
}
