import { post } from './apnsClient.js';
import type { ApnsResult } from './apnsClient.js';
import type { LiveActivityContentState } from '../schemas/liveActivity.schema.js';
import { epochSeconds, minutesFromNow } from '../lib/time.js';
import { removeStaleToken } from '../stores/activitySubscriptionStore.js';
import { logger } from '../lib/logger.js';

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.doordie.ios';
const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;

export type PushMoment = 'score' | 'super_raid' | 'super_tackle' | 'all_out' | 'clock' | 'note';

const TIME_SENSITIVE: ReadonlySet<PushMoment> = new Set(['score', 'super_raid', 'super_tackle', 'all_out']);

function headersFor(moment: PushMoment): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    'apns-priority': TIME_SENSITIVE.has(moment) ? '10' : '5',
  };
}

export async function pushUpdate(matchId: string, token: string, state: LiveActivityContentState, moment: PushMoment, relevance: number): Promise<ApnsResult> {
  const payload = {
    aps: {
      timestamp: epochSeconds(),
      event: 'update',
      'content-state': state,
      'relevance-score': relevance,
      'stale-date': minutesFromNow(10),
    },
  };
  const result = await post(token, headersFor(moment), payload);
  if (result.status === 410) {
    await removeStaleToken(matchId, token);
  }
  return result;
}

export async function pushClockTick(token: string, state: LiveActivityContentState): Promise<ApnsResult> {
  return post(
    token,
    { 'apns-push-type': 'liveactivity', 'apns-topic': LIVE_ACTIVITY_TOPIC, 'apns-priority': '10' },
    { aps: { event: 'update', 'content-state': state } },
  );
}

export async function pushEnd(token: string, finalState: LiveActivityContentState): Promise<ApnsResult> {
  return post(token, headersFor('note'), {
    aps: {
      timestamp: epochSeconds(),
      event: 'end',
      'content-state': finalState,
      'dismissal-date': minutesFromNow(20),
    },
  });
}

export async function pushEndOnUnfollow(token: string, finalState: LiveActivityContentState): Promise<ApnsResult> {
  logger.info('ending live activity after unfollow');
  return post(
    token,
    { 'apns-push-type': 'background', 'apns-topic': BUNDLE_ID, 'apns-priority': '5' },
    { aps: { timestamp: epochSeconds(), event: 'end', 'content-state': finalState } },
  );
}
