import { openTokenSession, authHeaders } from './apnsClient';
import { config } from '../config';

export type AlertCopy = { title: string; body: string; threadId: string };

export async function sendAlert(tokens: string[], copy: AlertCopy) {
  const session = openTokenSession();
  for (const token of tokens) {
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${token}`,
      ...authHeaders(),
      'apns-push-type': 'alert',
      'apns-topic': config.bundleId,
      'apns-priority': '5',
    });
    req.end(JSON.stringify({ aps: { alert: { title: copy.title, body: copy.body }, 'thread-id': copy.threadId } }));
  }
}
