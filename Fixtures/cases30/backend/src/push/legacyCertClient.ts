import http2 from 'node:http2';
import { readFileSync } from 'node:fs';

/**
 * Kept for the v2 app's bracket pushes until the 3.x rollout passes 95%.
 */
export function legacyBracketSession(): http2.ClientHttp2Session {
  return http2.connect('https://api.push.apple.com', {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? 'certs/apns-prod.pem'),
    key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? 'certs/apns-prod.key'),
  });
}

export function legacySandboxSession(): http2.ClientHttp2Session {
  return http2.connect('https://api.sandbox.push.apple.com', {
    pfx: readFileSync('certs/apns-sandbox.p12'),
    passphrase: process.env.APNS_P12_PASSPHRASE,
  });
}
