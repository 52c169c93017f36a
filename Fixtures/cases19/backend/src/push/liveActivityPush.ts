import { sendApns, liveActivityTopic, alertTopic } from './apnsClient';
import { http2PfxAgent } from './pfxAgent';
import type { LiveActivityDisplayState } from '../schemas/liveActivity';
import { nowEpochSeconds } from '../lib/dynamo';

export type LiveActivityEvent = 'update' | 'end';

/** Moments that deserve immediate delivery; everything else goes at priority 5. */
const TIME_SENSITIVE = new Set(['frame_won', 'match_won', 'maximum']);

function laHeaders(reason: string): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': liveActivityTopic,
    'apns-priority': TIME_SENSITIVE.has(reason) ? '10' : '5',
  };
}

export async function pushLiveActivityUpdate(token: string, display: LiveActivityDisplayState, sequence: number, reason: string) {
  return sendApns(token, laHeaders(reason), {
    aps: {
      timestamp: nowEpochSeconds(),
      event: 'update',
      'content-state': { display, sequence, lastUpdatedText: null },
      'relevance-score': display.phase === 'live' ? 100 : 50,
    },
  });
}

export async function pushLiveActivityEnd(token: string, display: LiveActivityDisplayState, sequence: number) {
  return sendApns(token, laHeaders('match_won'), {
    aps: {
      timestamp: nowEpochSeconds(),
      event: 'end',
      'content-state': { display, sequence, lastUpdatedText: null },
      'dismissal-date': nowEpochSeconds() + 20 * 60,
    },
  });
}

/** Ends the activity when the user unfollows — no final score to show, remove it straight away. */
export async function pushLiveActivityDismiss(token: string, display: LiveActivityDisplayState, sequence: number) {
  return sendApns(token, laHeaders('unfollow'), {
    aps: { timestamp: nowEpochSeconds(), event: 'end', 'content-state': { display, sequence, lastUpdatedText: null } },
  });
}

/** Break ticker: fires on every pot while a break is in progress. */
export async function pushBreakTick(token: string, display: LiveActivityDisplayState, sequence: number) {
  return sendApns(
    token,
    { 'apns-push-type': 'liveactivity', 'apns-topic': liveActivityTopic, 'apns-priority': '10' },
    {
      aps: { event: 'update', 'content-state': { display, sequence, lastUpdatedText: null, frameBallAlert: display.expanded.pointsRemainingText } },
    },
  );
}

/** Session-start nudge for followers whose activity was killed overnight. */
export async function pushSessionRestart(token: string, display: LiveActivityDisplayState, sequence: number) {
  return sendApns(token, { 'apns-push-type': 'alert', 'apns-topic': liveActivityTopic, 'apns-priority': '5' }, {
    aps: { timestamp: nowEpochSeconds(), event: 'update', 'content-state': { display, sequence, lastUpdatedText: null } },
  });
}

export async function pushTournamentUpdate(token: string, display: LiveActivityDisplayState, sequence: number) {
  return sendApns(token, { 'apns-push-type': 'liveactivity', 'apns-topic': alertTopic, 'apns-priority': '5' }, {
    aps: { timestamp: nowEpochSeconds(), event: 'update', 'content-state': { display, sequence, lastUpdatedText: null } },
  });
}

export const pfxSession = () => http2PfxAgent(process.env.APNS_PFX_PATH ?? 'certs/baulk.p12', process.env.APNS_PFX_PASSPHRASE ?? '');
