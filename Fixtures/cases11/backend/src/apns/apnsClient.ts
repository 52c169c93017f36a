import { connect, ClientHttp2Session } from 'node:http2';
import { readFileSync } from 'node:fs';
import { createSign } from 'node:crypto';
import { config } from '../config';
import { logger } from '../util/logger';

export interface ApnsResponse {
  status: number;
  reason?: string;
}

let session: ClientHttp2Session | null = null;
let cachedJwt: { token: string; issuedAt: number } | null = null;

/** Token-based (.p8) auth: certificate connections cannot send liveactivity pushes. */
function providerToken(): string {
  const now = Math.floor(Date.now() / 1000);
  if (cachedJwt && now - cachedJwt.issuedAt < 50 * 60) {
    return cachedJwt.token;
  }
  const header = Buffer.from(JSON.stringify({ alg: 'ES256', kid: config.apnsKeyId })).toString('base64url');
  const claims = Buffer.from(JSON.stringify({ iss: config.apnsTeamId, iat: now })).toString('base64url');
  const signer = createSign('SHA256');
  signer.update(`${header}.${claims}`);
  const signature = signer.sign({ key: readFileSync(config.apnsKeyPath), dsaEncoding: 'ieee-p1363' }).toString('base64url');
  cachedJwt = { token: `${header}.${claims}.${signature}`, issuedAt: now };
  return cachedJwt.token;
}

export async function sendToApns(
  deviceToken: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<ApnsResponse> {
  session ??= connect(config.apnsHost);
  return new Promise((resolve, reject) => {
    const req = session!.request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${providerToken()}`,
      ...headers,
    });
    let body = '';
    let status = 0;
    req.on('response', (h) => {
      status = Number(h[':status']);
    });
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const reason = body ? (JSON.parse(body).reason as string) : undefined;
      if (status !== 200) logger.warn('APNs rejected push', { status, reason });
      resolve({ status, reason });
    });
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}
