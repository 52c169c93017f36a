import https from 'node:https';
import { readFileSync } from 'node:fs';

// Used by the rankings digest job, which still runs on the older APNs setup.
const agent = new https.Agent({
  cert: readFileSync(process.env.APNS_CERT_PATH ?? 'apns-cert.pem'),
  key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? 'apns-key.pem'),
});

export function postDigest(deviceToken: string, payload: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: 'api.push.apple.com',
        path: `/3/device/${deviceToken}`,
        method: 'POST',
        agent,
        headers: {
          'apns-push-type': 'liveactivity',
          'apns-topic': 'com.edgeball.app',
          'apns-priority': '10',
        },
      },
      (res) => resolve(res.statusCode ?? 0),
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}
