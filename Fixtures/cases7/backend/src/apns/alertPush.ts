import { config } from '../util/config';
import { sendToApns, type ApnsResult } from './apnsClient';

export interface AlertPush {
  matchId: string;
  title: string;
  body: string;
  timeSensitive: boolean;
}

export function sendAlert(deviceToken: string, alert: AlertPush): Promise<ApnsResult> {
  return sendToApns(
    deviceToken,
    {
      'apns-push-type': 'alert',
      'apns-topic': config.bundleId,
      'apns-priority': alert.timeSensitive ? '10' : '5',
      'apns-collapse-id': `${alert.matchId}:${alert.title}`.slice(0, 64),
    },
    {
      aps: {
        alert: { title: alert.title, body: alert.body },
        sound: 'default',
        'thread-id': alert.matchId,
        'interruption-level': alert.timeSensitive ? 'time-sensitive' : 'active',
      },
      matchId: alert.matchId,
    },
  );
}
