import { connect, type ClientHttp2Session } from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import { logger } from '../lib/logger.js';

const APNS_HOST = process.env.APNS_SANDBOX === 'true' ? 'https://api.sandbox.push.apple.com' : 'https://api.push.apple.com';

let session: ClientHttp2Session | null = null;
let cachedJwt: { token: string; issuedAt: number } | null = null;

async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  // APNs rejects provider tokens older than an hour and throttles ones refreshed more than every 20 minutes.
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) {
    return cachedJwt.token;
  }
  const key = await importPKCS8(process.env.APNS_AUTH_KEY_P8 ?? '', 'ES256');
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: process.env.APNS_KEY_ID ?? '' })
    .setIssuer(process.env.APNS_TEAM_ID ?? '')
    .setIssuedAt(now)
    .sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

function getSession(): ClientHttp2Session {
  if (!session || session.closed || session.destroyed) {
    session = connect(APNS_HOST);
    session.on('error', (error) => logger.error('APNs session error', { error: String(error) }));
  }
  return session;
}

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function sendToApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
  const jwt = await providerToken();
  return new Promise((resolve, reject) => {
    const request = getSession().request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    let body = '';
    let status = 0;
    request.on('response', (h) => {
      status = Number(h[':status']);
    });
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
      resolve({ status, reason });
    });
    request.on('error', reject);
    request.end(JSON.stringify(payload));
  });
}
