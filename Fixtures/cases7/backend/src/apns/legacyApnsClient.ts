import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import { config } from '../util/config';
import { logger } from '../util/logger';

// The morning digest predates the .p8 key and still rides the old connection.
// Plain alerts only; nothing Live Activity related goes through here.
const session = http2.connect(`https://${config.apnsHost}`, {
  cert: readFileSync(process.env.APNS_CERT_PATH ?? '/opt/secrets/apns-digest-cert.pem'),
  key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? '/opt/secrets/apns-digest-key.pem'),
});

session.on('error', (err) => logger.error({ err }, 'legacy apns session error'));

export function sendDigestAlert(deviceToken: string, title: string, lines: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      'apns-push-type': 'alert',
      'apns-topic': config.bundleId,
      'apns-priority': '5',
    });
    req.on('response', (headers) => resolve(Number(headers[':status'])));
    req.on('error', reject);
    req.end(JSON.stringify({ aps: { alert: { title, body: lines.join('\n') }, 'thread-id': 'digest' } }));
  });
}
