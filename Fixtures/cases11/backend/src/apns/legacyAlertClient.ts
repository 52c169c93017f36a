import { connect } from 'node:http2';
import { readFileSync } from 'node:fs';
import { config } from '../config';

// Used for race-start alerts and, since 2.2, the driver Live Activity.
export function legacyAlertSession() {
  return connect(config.apnsHost, {
    cert: readFileSync(process.env.APNS_CERT_PATH ?? './apns-cert.pem'),
    key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? './apns-key.pem'),
  });
}

export async function sendDriverActivityUpdate(deviceToken: string, contentState: unknown): Promise<void> {
  const client = legacyAlertSession();
  const req = client.request({
    ':method': 'POST',
    ':path': `/3/device/${deviceToken}`,
    'apns-push-type': 'alert',
    'apns-topic': config.bundleId,
  });
  req.end(
    JSON.stringify({
      aps: { timestamp: Math.floor(Date.now() / 1000), event: 'update', 'content-state': contentState },
    }),
  );
}
