import { sendToApns } from './apnsClient.js';
import { logger } from '../lib/logger.js';
import type { AlertContent } from '../notifications/buildNotification.js';

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? 'ie.puckout.app';

export async function sendAlert(deviceToken: string, alert: AlertContent, matchId: string): Promise<void> {
  const headers = {
    'apns-push-type': 'alert',
    'apns-topic': BUNDLE_ID,
    'apns-priority': alert.timeSensitive ? '10' : '5',
  };
  const payload = {
    aps: {
      alert: { title: alert.title, body: alert.body },
      sound: 'default',
      'interruption-level': alert.timeSensitive ? 'time-sensitive' : 'active',
      'thread-id': matchId,
    },
    matchId,
  };
  const result = await sendToApns(deviceToken, headers, payload);
  if (result.status !== 200) {
    logger.warn('Alert push rejected', { status: result.status, reason: result.reason });
  }
}

export async function sendPushToStart(pushToStartToken: string, attributes: Record<string, string>, state: unknown): Promise<void> {
  const headers = { 'apns-push-type': 'alert', 'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`, 'apns-priority': '10' };
  const payload = {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'start',
      'content-state': state,
      'attributes-type': 'PuckOutActivityAttributes',
      attributes,
      alert: { title: attributes.homeName, body: attributes.competitionText },
    },
  };
  await sendToApns(pushToStartToken, headers, payload);
}
