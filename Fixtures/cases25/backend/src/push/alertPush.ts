import type { Alert } from '../notifications/goalAlerts.js';
import { BUNDLE_ID, sendToApns } from './apnsClient.js';

export async function sendAlert(deviceToken: string, alert: Alert): Promise<void> {
  await sendToApns(
    deviceToken,
    {
      'apns-push-type': 'alert',
      'apns-topic': BUNDLE_ID,
      'apns-priority': alert.timeSensitive ? '10' : '5',
    },
    {
      aps: {
        alert: { title: alert.title, body: alert.body },
        sound: alert.timeSensitive ? 'default' : undefined,
        'interruption-level': alert.timeSensitive ? 'time-sensitive' : 'active',
      },
    },
  );
}
