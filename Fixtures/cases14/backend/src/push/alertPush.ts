import type { AlertCopy } from '../notifications/buildAlert';
import { BUNDLE_ID, sendApns } from './apnsClient';

export async function sendAlert(deviceToken: string, copy: AlertCopy, matchId: string) {
  const headers = {
    'apns-push-type': 'alert',
    'apns-topic': BUNDLE_ID,
    'apns-priority': copy.timeSensitive ? '10' : '5',
  };
  return sendApns(deviceToken, headers, {
    aps: { alert: { title: copy.title, body: copy.body }, sound: 'default', 'thread-id': matchId },
  });
}
