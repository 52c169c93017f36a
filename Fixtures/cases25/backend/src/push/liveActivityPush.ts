import { logger } from '../lib/logger.js';
import { nowSeconds } from '../lib/time.js';
import type { ContentState } from '../schemas/liveActivity.js';
import { removeSubscriptionsForToken } from '../stores/tokenCleanup.js';
import { BUNDLE_ID, sendToApns } from './apnsClient.js';
import { priorityFor, type PushMoment } from './pushPriority.js';

const DISMISS_AFTER_SECONDS = 20 * 60;

function liveActivityHeaders(priority: '5' | '10'): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
    'apns-priority': priority,
  };
}

export async function pushUpdate(token: string, state: ContentState, moment: PushMoment, relevance = 50): Promise<void> {
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: 'update',
      'content-state': state,
      'relevance-score': relevance,
    },
  };
  const res = await sendToApns(token, liveActivityHeaders(priorityFor(moment)), payload);
  await handleResponse(token, res.status, res.reason);
}

export async function pushEnd(token: string, finalState: ContentState): Promise<void> {
  const payload = { aps: { timestamp: nowSeconds(), event: 'end', 'content-state': finalState } };
  const res = await sendToApns(token, liveActivityHeaders('10'), payload);
  await handleResponse(token, res.status, res.reason);
}

export async function pushEndWithDismissal(token: string, finalState: ContentState): Promise<void> {
  const now = nowSeconds();
  const payload = {
    aps: {
      timestamp: now,
      event: 'end',
      'content-state': finalState,
      'dismissal-date': now + DISMISS_AFTER_SECONDS,
    },
  };
  const res = await sendToApns(token, liveActivityHeaders('10'), payload);
  await handleResponse(token, res.status, res.reason);
}

export async function pushClockTick(token: string, state: ContentState): Promise<void> {
  const payload = { aps: { event: 'update', 'content-state': state } };
  await sendToApns(
    token,
    {
      'apns-push-type': 'background',
      'apns-topic': BUNDLE_ID,
      'apns-priority': '10',
    },
    payload,
  );
}

async function handleResponse(token: string, status: number, reason?: string): Promise<void> {
  if (status === 410) {
    logger.info('activity token gone, removing', { reason });
    await removeSubscriptionsForToken(token);
  } else if (status >= 400) {
    logger.warn('apns rejected live activity push', { status, reason });
  }
}
