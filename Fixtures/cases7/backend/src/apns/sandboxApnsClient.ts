import { readFileSync } from 'node:fs';
import http2 from 'node:http2';

// The dev push script uses this to send Live Activity updates to a phone on the
// APNs sandbox with the developer's .p12, so nobody needs the production
// signing key on their laptop.
export function connectSandbox(): http2.ClientHttp2Session {
  return http2.connect('https://api.sandbox.push.apple.com', {
    pfx: readFileSync(process.env.APNS_DEV_P12 ?? `${process.env.HOME}/.deuce/apns-dev.p12`),
    passphrase: process.env.APNS_DEV_P12_PASSWORD,
  });
}
