import fs from 'node:fs';
import http2 from 'node:http2';

// Kept for the 2025 tournament widget until the token key is rolled out everywhere.
export function legacySession(): http2.ClientHttp2Session {
  return http2.connect('https://api.push.apple.com', {
    cert: fs.readFileSync(process.env.APNS_CERT_PATH ?? 'certs/apns.pem'),
    key: fs.readFileSync(process.env.APNS_KEY_PATH ?? 'certs/apns-key.pem'),
    passphrase: process.env.APNS_CERT_PASSPHRASE,
  });
}

export function legacyLiveActivityHeaders(bundleId: string): Record<string, string> {
  return {
    'apns-push-type': 'alert',
    'apns-topic': bundleId,
    'apns-priority': '10',
  };
}
