import { apns } from './apnsClient.js';
import { removeStaleToken } from '../stores/activitySubscriptionStore.js';
import { logger } from '../lib/logger.js';
import type { ActivitySubscription } from '../schemas/follow.schema.js';
import type { ContentState } from '../schemas/liveActivity.schema.js';

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'com.creaselax.app';
const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;
const FINAL_DISMISS_SECONDS = 20 * 60;

export type PushUrgency = 'scoring' | 'routine';

export function liveActivityHeaders(urgency: PushUrgency): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    // Goals and sudden-victory moments jump the queue; clock ticks ride the free low-priority lane.
    'apns-priority': urgency === 'scoring' ? '10' : '5',
  };
}

async function deliver(sub: ActivitySubscription, headers: Record<string, string>, payload: unknown): Promise<void> {
  const result = await apns.send(sub.token, headers, payload);
  if (result.status === 410) {
    await removeStaleToken(sub.gameId, sub.token);
    return;
  }
  if (result.status >= 400) logger.warn({ status: result.status, reason: result.reason }, 'live activity push rejected');
}

export async function pushUpdate(sub: ActivitySubscription, state: ContentState, urgency: PushUrgency): Promise<void> {
  const updatePayload = {
    aps: {
      timestamp: state.updatedAt,
      event: 'update',
      'content-state': state,
      'relevance-score': state.relevanceHint,
    },
  };
  await deliver(sub, liveActivityHeaders(urgency), updatePayload);
}

export async function pushFinal(sub: ActivitySubscription, finalState: ContentState): Promise<void> {
  const endPayload = {
    aps: {
      timestamp: finalState.updatedAt,
      event: 'end',
      'content-state': finalState,
      'dismissal-date': finalState.updatedAt + FINAL_DISMISS_SECONDS,
    },
  };
  await deliver(sub, liveActivityHeaders('scoring'), endPayload);
}

/** Ends the activity when a fan unfollows; the final state is whatever they last saw. */
export async function pushUnfollowEnd(sub: ActivitySubscription, lastState: ContentState): Promise<void> {
  const unfollowPayload = {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'end',
      'content-state': lastState,
      'dismissal-date': Math.floor(Date.now() / 1000),
    },
  };
  await deliver(sub, liveActivityHeaders('routine'), unfollowPayload);
}

export async function pushQuarterSummary(sub: ActivitySubscription, state: ContentState): Promise<void> {
  const summaryPayload = {
    aps: {
      event: 'update',
      'content-state': state,
    },
  };
  await deliver(sub, { ...liveActivityHeaders('routine'), 'apns-priority': '10' }, summaryPayload);
}

export async function pushTimeoutUpdate(sub: ActivitySubscription, state: ContentState): Promise<void> {
  // umpire:disable-next-line apns-priority
  await deliver(sub, { ...liveActivityHeaders('routine'), 'apns-priority': '10' }, { aps: { timestamp: state.updatedAt, event: 'update', 'content-state': state } });
}

export async function pushShotClockTick(sub: ActivitySubscription, state: ContentState): Promise<void> {
  const tickPayload = {
    aps: {
      timestamp: state.updatedAt,
      'content-state': state,
      'stale-date': state.updatedAt + 90,
    },
  };
  await deliver(sub, liveActivityHeaders('routine'), tickPayload);
}

export async function pushAbandoned(sub: ActivitySubscription, state: ContentState): Promise<void> {
  const abandonedPayload = {
    aps: {
      timestamp: state.updatedAt,
      event: 'end',
      'content-state': state,
    },
  };
  await deliver(sub, liveActivityHeaders('routine'), abandonedPayload);
}
