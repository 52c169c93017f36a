import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import { config } from '../util/config';
import { logger } from '../util/logger';

// Token-based (.p8) auth for every push type. The liveactivity push type is
// refused on certificate connections, so there is exactly one way in.
const signingKeyPem = readFileSync(config.apnsKeyPath, 'utf8');

let cachedJwt: { token: string; issuedAt: number } | null = null;

async function providerToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  // Apple rejects provider tokens older than an hour and throttles ones
  // refreshed more often than every 20 minutes; 50 minutes sits between.
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) {
    return cachedJwt.token;
  }
  const key = await importPKCS8(signingKeyPem, 'ES256');
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.apnsKeyId })
    .setIssuer(config.apnsTeamId)
    .setIssuedAt(now)
    .sign(key);
  cachedJwt = { token, issuedAt: now };
  return token;
}

let session: http2.ClientHttp2Session | null = null;

function connection(): http2.ClientHttp2Session {
  if (!session || session.closed || session.destroyed) {
    session = http2.connect(`https://${config.apnsHost}`);
    session.on('error', (err) => {
      logger.error({ err }, 'apns session error');
      session = null;
    });
  }
  return session;
}

export type ApnsHeaders = {
  'apns-push-type': 'alert' | 'liveactivity' | 'background';
  'apns-topic': string;
  'apns-priority': '5' | '10';
  'apns-expiration'?: string;
  'apns-collapse-id'?: string;
};

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function sendToApns(deviceToken: string, headers: ApnsHeaders, payload: unknown): Promise<ApnsResult> {
  const jwt = await providerToken();
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = connection().request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    let raw = '';
    let status = 0;
    req.on('response', (h) => {
      status = Number(h[':status']);
    });
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const reason = raw ? (JSON.parse(raw) as { reason?: string }).reason : undefined;
      if (status !== 200) {
        logger.warn({ status, reason, pushType: headers['apns-push-type'] }, 'apns rejected push');
      }
      resolve({ status, reason });
    });
    req.on('error', reject);
    req.end(body);
  });
}
