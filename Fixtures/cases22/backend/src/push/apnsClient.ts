import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { logger } from '../lib/logger';
import { providerToken } from './apnsJwt';

const APNS_HOST = process.env.APNS_SANDBOX === 'true' ? 'https://api.sandbox.push.apple.com' : 'https://api.push.apple.com';
const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.centrepass.ios';

export interface ApnsResult {
  status: number;
  reason?: string;
}

export async function sendLiveActivityPush(token: string, payload: object, priority: 5 | 10): Promise<ApnsResult> {
  const session = http2.connect(APNS_HOST);
  try {
    const jwt = await providerToken();
    return await request(session, token, payload, {
      authorization: `bearer ${jwt}`,
      'apns-push-type': 'liveactivity',
      'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
      'apns-priority': String(priority),
    });
  } finally {
    session.close();
  }
}

export async function sendAlertPush(token: string, payload: object, priority: 5 | 10 = 5): Promise<ApnsResult> {
  const session = http2.connect(APNS_HOST);
  try {
    const jwt = await providerToken();
    return await request(session, token, payload, {
      authorization: `bearer ${jwt}`,
      'apns-push-type': 'alert',
      'apns-topic': BUNDLE_ID,
      'apns-priority': String(priority),
    });
  } finally {
    session.close();
  }
}

export async function sendLegacyActivityPush(token: string, payload: object): Promise<ApnsResult> {
  const session = http2.connect(APNS_HOST, {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? 'certs/apns.pem'),
    key: readFileSync(process.env.APNS_KEY_PATH ?? 'certs/apns-key.pem'),
  });
  try {
    return await request(session, token, payload, {
      'apns-push-type': 'background',
      'apns-topic': process.env.APNS_BUNDLE_ID ?? BUNDLE_ID,
      'apns-priority': '10',
    });
  } finally {
    session.close();
  }
}

function request(session: http2.ClientHttp2Session, token: string, payload: object, headers: Record<string, string>): Promise<ApnsResult> {
  return new Promise((resolve, reject) => {
    const req = session.request({ ':method': 'POST', ':path': `/3/device/${token}`, ...headers });
    let body = '';
    req.setEncoding('utf8');
    req.on('response', (h) => {
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const status = Number(h[':status']);
        const reason = body ? (JSON.parse(body).reason as string) : undefined;
        if (status !== 200) logger.warn('apns rejected push', { status, reason });
        resolve({ status, reason });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}
