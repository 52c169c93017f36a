import http2 from 'node:http2';
import { readFileSync } from 'node:fs';

/**
 * Old client kept for the marketing broadcast job until it moves to sendToApns.
 */
const session = http2.connect('https://api.push.apple.com', {
  cert: readFileSync(process.env.APNS_CERT_PATH ?? '/opt/apns/pitstop.pem'),
  key: readFileSync(process.env.APNS_KEY_PATH ?? '/opt/apns/pitstop.key'),
});

export function sendLegacy(deviceToken: string, payload: unknown): void {
  const req = session.request({
    ':method': 'POST',
    ':path': `/3/device/${deviceToken}`,
    'apns-push-type': 'alert',
    'apns-topic': 'app.pitstop.ios',
  });
  req.end(JSON.stringify(payload));
}
