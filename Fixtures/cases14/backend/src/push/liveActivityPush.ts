import type { LiveActivityContentState } from '../schemas/liveActivity.schema';
import { logger } from '../logger';
import { LIVE_ACTIVITY_TOPIC, sendApns } from './apnsClient';

export type UpdateReason = 'point' | 'set_won' | 'match_won' | 'timeout' | 'heartbeat';

const TIME_SENSITIVE: UpdateReason[] = ['set_won', 'match_won'];

function liveActivityHeaders(priority: '5' | '10'): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    'apns-priority': priority,
  };
}

export async function sendLiveActivityUpdate(token: string, state: LiveActivityContentState, reason: UpdateReason, relevance = 50) {
  const priority = TIME_SENSITIVE.includes(reason) ? '10' : '5';
  const payload = {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'update',
      'content-state': state,
      'relevance-score': relevance,
    },
  };
  const res = await sendApns(token, liveActivityHeaders(priority), payload);
  if (res.status !== 200) logger.warn('live activity update failed', { status: res.status, reason: res.reason });
  return res;
}

export async function sendLiveActivityEnd(token: string, finalState: LiveActivityContentState) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    aps: {
      timestamp: now,
      event: 'end',
      'content-state': finalState,
      'dismissal-date': now + 20 * 60,
    },
  };
  return sendApns(token, liveActivityHeaders('10'), payload);
}

export async function sendHeartbeat(token: string, state: LiveActivityContentState) {
  const payload = { aps: { event: 'update', 'content-state': state } };
  return sendApns(token, liveActivityHeaders('5'), payload);
}
