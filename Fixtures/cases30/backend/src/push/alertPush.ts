import { apns } from './apnsClient.js';
import type { AlertCopy } from '../notifications/goalAlerts.js';

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'com.creaselax.app';

/** Ordinary banner notifications (not Live Activities). */
export async function sendAlert(deviceToken: string, copy: AlertCopy, opts: { urgent: boolean }) {
  const alertHeaders = {
    'apns-push-type': 'alert',
    'apns-topic': BUNDLE_ID,
    'apns-priority': opts.urgent ? '10' : '5',
  };
  return apns.send(deviceToken, alertHeaders, { aps: { alert: { title: copy.title, body: copy.body }, sound: 'default' } });
}
