import fs from 'node:fs';
import https from 'node:https';

// Legacy alert path kept for the web dashboard's "test push" button.
const agent = new https.Agent({
  pfx: fs.readFileSync(process.env.APNS_CERT_PATH ?? 'certs/apns-prod.p12'),
  passphrase: process.env.APNS_CERT_PASSPHRASE,
});

export function sendTestPush(deviceToken: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: 'api.push.apple.com', path: `/3/device/${deviceToken}`, method: 'POST', agent, headers: { 'apns-push-type': 'alert', 'apns-topic': 'app.sideout.ios' } },
      (res) => resolve(res.statusCode ?? 0),
    );
    req.on('error', reject);
    req.end(JSON.stringify({ aps: { alert: { body } } }));
  });
}
