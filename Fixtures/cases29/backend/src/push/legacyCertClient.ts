import http2 from 'node:http2';
import https from 'node:https';
import { readFileSync } from 'node:fs';

/**
 * Kept for the old "game starting" alert path until the marketing app moves
 * to token auth.
 */
export function connectWithCertificate(host: string): http2.ClientHttp2Session {
  return http2.connect(host, {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? 'certs/apns-prod.pem'),
    key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? 'certs/apns-prod.key'),
  });
}

export const legacyAgent = new https.Agent({
  pfx: readFileSync('certs/buttonline-push.p12'),
  passphrase: process.env.APNS_P12_PASSPHRASE,
});
