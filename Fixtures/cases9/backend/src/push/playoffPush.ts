import { BUNDLE_ID, sendRaw, type ApnsResult } from './apnsClient.js';
import type { PlayoffContentState } from '../schemas/liveActivity.schema.js';

const PLAYOFF_HEADERS = {
  'apns-push-type': 'liveactivity',
  'apns-topic': BUNDLE_ID,
  'apns-priority': '5',
};

export async function pushPlayoffUpdate(token: string, state: PlayoffContentState): Promise<ApnsResult> {
  const playoffPayload = {
    aps: {
      event: 'update',
      'content-state': state,
    },
  };
  return sendRaw(token, PLAYOFF_HEADERS, playoffPayload);
}

export async function pushPlayoffDecided(token: string, state: PlayoffContentState): Promise<ApnsResult> {
  return sendRaw(token, { ...PLAYOFF_HEADERS, 'apns-priority': '10' }, {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'end',
      'content-state': state,
    },
  });
}

/** Sent when a playoff hole is halved; the widget only needs the new hole label. */
export async function pushPlayoffHoleHalved(token: string, state: PlayoffContentState): Promise<ApnsResult> {
  return sendRaw(
    token,
    {
      'apns-push-type': 'alert',
      'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
      'apns-priority': '5',
    },
    { aps: { timestamp: Math.floor(Date.now() / 1000), event: 'update', 'content-state': state } },
  );
}
