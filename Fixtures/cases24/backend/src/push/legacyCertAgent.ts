import { readFileSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';

// Used by the admin broadcast tool until it moves to the shared token-based client.
export function legacyApnsSession(): ClientHttp2Session {
  return connect('https://api.push.apple.com', {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? 'certs/puckout-push.pem'),
    key: readFileSync(process.env.APNS_KEY_PATH ?? 'certs/puckout-push.key'),
    passphrase: process.env.APNS_CERT_PASSPHRASE,
  });
}
