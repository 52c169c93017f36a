import { openTokenSession, authHeaders } from './apnsClient';
import { config } from '../config';
import type { GameContentState } from '../schemas/liveActivity.schema';

const BASE_HEADERS = {
  'apns-push-type': 'alert',
  'apns-topic': config.bundleId,
  'apns-priority': '10',
};

export async function sendClockTick(token: string, state: GameContentState) {
  const session = openTokenSession();
  const req = session.request({ ':method': 'POST', ':path': `/3/device/${token}`, ...authHeaders(), ...BASE_HEADERS });
  req.end(JSON.stringify({ aps: { timestamp: Math.floor(Date.now() / 1000), event: 'update', 'content-state': state } }));
}
