import { sendApns, alertTopic } from './apnsClient';

export type AlertPayload = { title: string; body: string; subtitle?: string; category: string };

export async function sendAlert(deviceToken: string, alert: AlertPayload) {
  return sendApns(
    deviceToken,
    { 'apns-push-type': 'alert', 'apns-topic': alertTopic, 'apns-priority': '10' },
    { aps: { alert: { title: alert.title, subtitle: alert.subtitle, body: alert.body }, category: alert.category, sound: 'default' } },
  );
}

export async function sendQuietDigest(deviceToken: string, alert: AlertPayload) {
  return sendApns(
    deviceToken,
    { 'apns-push-type': 'alert', 'apns-topic': alertTopic, 'apns-priority': '5' },
    { aps: { alert: { title: alert.title, body: alert.body }, 'interruption-level': 'passive' } },
  );
}
