import http2 from 'node:http2';
import { SignJWT, importPKCS8 } from 'jose';

const APNS_HOST = process.env.APNS_HOST ?? 'https://api.push.apple.com';
export const BUNDLE_ID = 'app.pitstop.ios';

let cachedJwt: { token: string; issuedAt: number } | null = null;

/** Token-based auth (.p8 key); certificate connections cannot send liveactivity pushes. */
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

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function sendToApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
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
