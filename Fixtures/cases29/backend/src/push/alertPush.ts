import { ApnsClient } from './apnsClient.js';
import { alertHeaders } from './apnsHeaders.js';
import { logger } from '../lib/logger.js';

export interface AlertCopy {
  title: string;
  body: string;
}

/** Standard notification (not a Live Activity): no timestamp or event needed. */
export async function sendAlert(client: ApnsClient, deviceToken: string, copy: AlertCopy, gameId: string) {
  const payload = {
    aps: { alert: { title: copy.title, body: copy.body }, sound: 'default', 'thread-id': gameId },
  };
  const result = await client.send(deviceToken, alertHeaders(), payload);
  if (result.status !== 200) logger.warn('alert push failed', { gameId, status: result.status });
  return result;
}
