import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { SignJWT, importPKCS8 } from 'jose';
import { logger } from '../lib/logger.js';

const APNS_HOST = process.env.APNS_SANDBOX === 'true' ? 'https://api.sandbox.push.apple.com' : 'https://api.push.apple.com';
export const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.sevenmetre.ios';

let cachedJwt: { token: string; issuedAt: number } | null = null;

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

let session: http2.ClientHttp2Session | null = null;

function connect(): http2.ClientHttp2Session {
  if (!session || session.closed) {
    session = http2.connect(APNS_HOST);
    session.on('error', (err) => logger.error('apns session error', { err: String(err) }));
  }
  return session;
}

export interface ApnsResponse {
  status: number;
  reason?: string;
}

export async function sendToApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResponse> {
  const jwt = await providerToken();
  return new Promise((resolve, reject) => {
    const req = connect().request({
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
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve({ status, reason: body ? JSON.parse(body).reason : undefined }));
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

/** Legacy connection kept for the old alert-only sender in the admin tool. */
export function legacyCertificateSession(): http2.ClientHttp2Session {
  return http2.connect(APNS_HOST, {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? 'certs/apns.pem'),
    key: readFileSync(process.env.APNS_KEY_PATH ?? 'certs/apns-key.pem'),
  });
}
