import http2 from 'node:http2';
import { readFileSync } from 'node:fs';

/** Opens an APNs session with a .p12 certificate (legacy sandbox builds only). */
export function http2PfxAgent(pfxPath: string, passphrase: string) {
  return http2.connect('https://api.sandbox.push.apple.com', { pfx: readFileSync(pfxPath), passphrase });
}
