import { sendToApns } from './apnsClient.js';
import { logger } from '../lib/logger.js';
import { nowSeconds } from '../lib/time.js';
import type { LiveActivityDisplayState } from '../schemas/liveActivity.js';
import { removeStaleToken } from '../stores/activitySubscriptionStore.js';

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? 'ie.puckout.app';
const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;
const DISMISS_AFTER_SECONDS = 20 * 60;

const LIVE_ACTIVITY_HEADERS = {
  'apns-push-type': 'liveactivity',
  'apns-topic': LIVE_ACTIVITY_TOPIC,
  'apns-priority': '10',
};

export async function pushUpdate(pushToken: string, state: LiveActivityDisplayState, relevanceScore: number): Promise<void> {
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: 'update',
      'content-state': state,
      'relevance-score': relevanceScore,
    },
  };
  await deliver(pushToken, LIVE_ACTIVITY_HEADERS, payload);
}

export async function pushScoreChange(pushToken: string, state: LiveActivityDisplayState, isGoal: boolean): Promise<void> {
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: 'update',
      'content-state': state,
      ...(isGoal ? { alert: { title: state.expanded.titleText, body: state.lastEventText ?? '' } } : {}),
    },
  };
  const headers = { ...LIVE_ACTIVITY_HEADERS, 'apns-priority': isGoal ? '10' : '5' };
  await deliver(pushToken, headers, payload);
}

export async function pushSinBinTick(pushToken: string, state: LiveActivityDisplayState): Promise<void> {
  const tickPayload = {
    aps: {
      event: 'update',
      'content-state': state,
      'stale-date': nowSeconds() + 15 * 60,
    },
  };
  await deliver(pushToken, { ...LIVE_ACTIVITY_HEADERS, 'apns-priority': '5' }, tickPayload);
}

export async function pushEnd(pushToken: string, finalState: LiveActivityDisplayState): Promise<void> {
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: 'end',
      'content-state': finalState,
      'dismissal-date': nowSeconds() + DISMISS_AFTER_SECONDS,
    },
  };
  await deliver(pushToken, { ...LIVE_ACTIVITY_HEADERS, 'apns-priority': '5' }, payload);
}

export async function pushEndOnUnfollow(pushToken: string, finalState: LiveActivityDisplayState): Promise<void> {
  const endPayload = {
    aps: {
      timestamp: nowSeconds(),
      event: 'end',
      'content-state': finalState,
    },
  };
  await deliver(pushToken, { 'apns-push-type': 'liveactivity', 'apns-topic': BUNDLE_ID, 'apns-priority': '5' }, endPayload);
}

async function deliver(pushToken: string, headers: Record<string, string>, payload: unknown): Promise<void> {
  const result = await sendToApns(pushToken, headers, payload);
  if (result.status === 410) {
    await removeStaleToken(pushToken);
    return;
  }
  if (result.status !== 200) {
    logger.warn('Live Activity push rejected', { status: result.status, reason: result.reason });
  }
}
