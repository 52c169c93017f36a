import http2 from 'node:http2';
import { readFileSync } from 'node:fs';

const APNS = 'https://api.push.apple.com';
const headersFor = (topic: string) => ({ 'apns-push-type': 'alert', 'apns-topic': topic, 'apns-priority': '10' });

/** Draw-release pushes for the qualifying rounds. Runs once a day. */
export function openQualifyingSession() {
  const pfx = readFileSync(process.env.APNS_P12_PATH ?? '/opt/breakpoint/apns.p12');
  return http2.connect(APNS, { pfx, passphrase: process.env.APNS_P12_PASSPHRASE });
}

export function notifyQualifyingDraw(session: http2.ClientHttp2Session, token: string, body: string) {
  const req = session.request({ ':method': 'POST', ':path': `/3/device/${token}`, ...headersFor('app.breakpoint.ios') });
  req.end(JSON.stringify({ aps: { alert: { body } } }));
}
