import type { LiveActivityContentState } from '../schemas/liveActivity.schema';
import { BUNDLE_ID, sendApns } from './apnsClient';

/** Fast path used by the point-by-point poller. */
export async function pushScore(token: string, state: LiveActivityContentState) {
  const headers = {
    'apns-push-type': 'alert',
    'apns-topic': BUNDLE_ID,
    'apns-priority': '10',
  };
  return sendApns(token, headers, {
    aps: { timestamp: Math.floor(Date.now() / 1000), event: 'update', 'content-state': state },
  });
}

export async function endScoreboard(token: string, state: LiveActivityContentState) {
  return sendApns(
    token,
    { 'apns-push-type': 'liveactivity', 'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`, 'apns-priority': '5' },
    { aps: { timestamp: Math.floor(Date.now() / 1000), event: 'end', 'content-state': state } },
  );
}
