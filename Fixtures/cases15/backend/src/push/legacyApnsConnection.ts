import http2 from 'node:http2';
import { readFileSync } from 'node:fs';

/**
 * Used by the nightly draw-release job, which still runs on the old worker.
 * Opens its own connection to APNs.
 */
export function connectDrawReleaseApns() {
  return http2.connect('https://api.push.apple.com', {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? '/opt/breakpoint/apns-cert.pem'),
    key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? '/opt/breakpoint/apns-key.pem'),
  });
}

export function sendDrawReleased(session: http2.ClientHttp2Session, token: string, body: string) {
  const req = session.request({
    ':method': 'POST',
    ':path': `/3/device/${token}`,
    'apns-push-type': 'alert',
    'apns-topic': 'app.breakpoint.ios',
    'apns-priority': '5',
  });
  req.end(JSON.stringify({ aps: { alert: { body } } }));
}
