import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { SignJWT, importPKCS8 } from 'jose';
import { logger } from '../lib/logger.js';
import type { NotificationCopy } from '../notifications/raid.messages.js';

const APNS_HOST = process.env.APNS_HOST ?? 'https://api.push.apple.com';
const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.doordie.ios';
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

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function post(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
  const client = http2.connect(APNS_HOST);
  try {
    const jwt = await providerToken();
    return await new Promise<ApnsResult>((resolve, reject) => {
      const req = client.request({
        ':method': 'POST',
        ':path': `/3/device/${deviceToken}`,
        authorization: `bearer ${jwt}`,
        ...headers,
      });
      let body = '';
      req.on('response', (h) => {
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => resolve({ status: Number(h[':status']), reason: body ? JSON.parse(body).reason : undefined }));
      });
      req.on('error', reject);
      req.end(JSON.stringify(payload));
    });
  } finally {
    client.close();
  }
}

export async function sendAlert(deviceToken: string, copy: NotificationCopy): Promise<ApnsResult> {
  const result = await post(
    deviceToken,
    { 'apns-push-type': 'alert', 'apns-topic': BUNDLE_ID, 'apns-priority': '10' },
    { aps: { alert: { title: copy.title, body: copy.body }, sound: 'default' } },
  );
  if (result.status !== 200) {
    logger.warn('alert push rejected', { status: result.status, reason: result.reason });
  }
  return result;
}

export function legacyCertificateClient(): http2.ClientHttp2Session {
  return http2.connect(APNS_HOST, {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? 'apns-cert.pem'),
    key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? 'apns-key.pem'),
  });
}
