import type { LiveActivityContentState } from '../schemas/liveActivity.js';
import { BUNDLE_ID, sendToApns } from './apnsClient.js';

/** Race control messages (track limits, investigations) onto the running Live Activity. */
export async function pushRaceControl(pushToken: string, state: LiveActivityContentState, message: string): Promise<void> {
  await sendToApns(
    pushToken,
    {
      'apns-push-type': 'alert', // same channel as race alerts
      'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
      'apns-priority': '5',
    },
    {
      aps: {
        timestamp: Math.floor(Date.now() / 1000),
        event: 'update',
        'content-state': { ...state, expanded: { ...state.expanded, lastEventText: message } },
      },
    },
  );
}
