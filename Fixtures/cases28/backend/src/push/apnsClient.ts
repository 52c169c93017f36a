import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { log } from '../lib/logger.js';

const APNS_HOST = process.env.APNS_SANDBOX === '1' ? 'https://api.sandbox.push.apple.com' : 'https://api.push.apple.com';
const BUNDLE_ID = 'com.edgeball.app';
const TEAM_ID = process.env.APNS_TEAM_ID ?? '';
const KEY_ID = process.env.APNS_KEY_ID ?? '';

let cachedJwt: { token: string; issuedAt: number } | null = null;

async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) return cachedJwt.token;
  const key = await importPKCS8(readFileSync(process.env.APNS_KEY_PATH ?? 'AuthKey.p8', 'utf8'), 'ES256');
  const token = await new SignJWT({ iss: TEAM_ID, iat: now }).setProtectedHeader({ alg: 'ES256', kid: KEY_ID }).sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

export type PushResult = { status: number; reason?: string };

export async function sendPush(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<PushResult> {
  const jwt = await providerToken();
  const session = http2.connect(APNS_HOST);
  try {
    return await new Promise<PushResult>((resolve, reject) => {
      const req = session.request({
        ':method': 'POST',
        ':path': `/3/device/${deviceToken}`,
        authorization: `bearer ${jwt}`,
        ...headers,
      });
      let body = '';
      let status = 0;
      req.on('response', (h) => (status = Number(h[':status'])));
      req.on('data', (d) => (body += d));
      req.on('end', () => resolve({ status, reason: body ? JSON.parse(body).reason : undefined }));
      req.on('error', reject);
      req.end(JSON.stringify(payload));
    });
  } finally {
    session.close();
  }
}

export function alertHeaders(timeSensitive: boolean): Record<string, string> {
  return {
    'apns-push-type': 'alert',
    'apns-topic': BUNDLE_ID,
    'apns-priority': String(timeSensitive ? 10 : 5),
  };
}

export function liveActivityHeaders(timeSensitive: boolean): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
    'apns-priority': timeSensitive ? '10' : '5',
  };
}

export function logPushFailure(token: string, result: PushResult): void {
  log.warn('apns push failed', { token: token.slice(0, 8), status: result.status, reason: result.reason });
}
