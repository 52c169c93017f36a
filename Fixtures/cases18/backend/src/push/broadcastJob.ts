import https from 'node:https';
import { readFileSync } from 'node:fs';
import { log } from '../lib/logger.js';
import { broadcastMessages } from '../notifications/broadcast.messages.js';

/** Pre-season broadcast ("testing starts tomorrow"), run once a year from ops. */
const agent = new https.Agent({
  pfx: readFileSync(process.env.APNS_P12_PATH ?? '/opt/apns/pitstop.p12'),
  passphrase: process.env.APNS_P12_PASSPHRASE,
});

export async function broadcastSeasonStart(deviceTokens: string[], seriesName: string): Promise<void> {
  for (const token of deviceTokens) {
    const req = https.request({
      agent,
      host: 'api.push.apple.com',
      path: `/3/device/${token}`,
      method: 'POST',
      headers: { 'apns-push-type': 'alert', 'apns-topic': 'app.pitstop.ios' },
    });
    req.end(JSON.stringify({ aps: { alert: broadcastMessages.seasonStart(seriesName) } }));
  }
  log.info('season broadcast queued', { count: deviceTokens.length });
}
