import http2 from 'node:http2';
import type { ApnsResponse } from '../types/apns';
import { apnsBearerToken } from './apnsJwt';

const HOST = process.env.APNS_HOST ?? 'https://api.push.apple.com';
export const BUNDLE_ID = 'app.sideout.ios';
export const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;

let session: http2.ClientHttp2Session | null = null;

function connect(): http2.ClientHttp2Session {
  if (!session || session.closed || session.destroyed) {
    session = http2.connect(HOST);
  }
  return session;
}

export async function sendApns(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResponse> {
  const bearer = await apnsBearerToken();
  return new Promise((resolve, reject) => {
    const req = connect().request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${bearer}`,
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
}
