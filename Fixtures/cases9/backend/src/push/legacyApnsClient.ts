import fs from 'node:fs';
import http2 from 'node:http2';

// Kept for the Apple Watch companion until it moves to the shared client.
// TODO(fairway-412): delete once the watch build ships with token auth.
const WATCH_APNS_CERT_PATH = process.env.WATCH_APNS_CERT_PATH ?? '/opt/fairway/certs/watch-apns.pem';

export function connectWatchApns(): http2.ClientHttp2Session {
  return http2.connect('https://api.push.apple.com', {
    cert: fs.readFileSync(WATCH_APNS_CERT_PATH),
    key: fs.readFileSync(process.env.WATCH_APNS_KEY_PATH ?? '/opt/fairway/certs/watch-apns.key'),
  });
}

export function connectWatchApnsFromBundle(passphrase: string): http2.ClientHttp2Session {
  return http2.connect('https://api.push.apple.com', {
    pfx: fs.readFileSync('/opt/fairway/certs/watch-apns.p12'),
    passphrase,
  });
}

export function sendWatchRoundUpdate(session: http2.ClientHttp2Session, token: string, state: object): void {
  const req = session.request({
    ':method': 'POST',
    ':path': `/3/device/${token}`,
    'apns-push-type': 'liveactivity',
    'apns-topic': 'com.fairway.app.push-type.liveactivity',
    'apns-priority': '5',
  });
  req.end(JSON.stringify({ aps: { timestamp: Math.floor(Date.now() / 1000), event: 'update', 'content-state': state } }));
}
