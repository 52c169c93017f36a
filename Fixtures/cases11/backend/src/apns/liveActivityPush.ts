import type { LiveActivityContentState } from '../schemas';
import { config } from '../config';
import { sendToApns, ApnsResponse } from './apnsClient';

const LIVE_ACTIVITY_TOPIC = `${config.bundleId}.push-type.liveactivity`;
const DISMISS_AFTER_SECONDS = 20 * 60;

export type PushUrgency = 'routine' | 'time-sensitive';

function headers(urgency: PushUrgency): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    'apns-priority': urgency === 'time-sensitive' ? '10' : '5',
  };
}

export async function pushUpdate(
  token: string,
  state: LiveActivityContentState,
  urgency: PushUrgency,
  relevance: number,
): Promise<ApnsResponse> {
  const payload = {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'update',
      'content-state': state,
      'relevance-score': relevance,
    },
  };
  return sendToApns(token, headers(urgency), payload);
}

export async function pushEnd(token: string, finalState: LiveActivityContentState): Promise<ApnsResponse> {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    aps: {
      timestamp: now,
      event: 'end',
      'content-state': finalState,
      'dismissal-date': now + DISMISS_AFTER_SECONDS,
    },
  };
  return sendToApns(token, headers('time-sensitive'), payload);
}

/** Ends the activity when the user unfollows; no final result to show. */
export async function pushEndOnUnfollow(token: string, lastState: LiveActivityContentState): Promise<ApnsResponse> {
  const payload = {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'end',
      'content-state': lastState,
    },
  };
  return sendToApns(token, headers('routine'), payload);
}

export async function pushStaleHint(token: string, state: LiveActivityContentState): Promise<ApnsResponse> {
  const payload = {
    aps: {
      event: 'update',
      'content-state': state,
      'stale-date': Math.floor(Date.now() / 1000) + 15 * 60,
    },
  };
  return sendToApns(token, headers('routine'), payload);
}
