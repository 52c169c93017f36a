import type { ContentState } from '../schemas/liveActivity.schema';
import type { MatchEventKind } from '../notifications/buildNotification';
import { logger } from '../lib/logger';
import { nowEpochSeconds } from '../lib/time';
import { sendLiveActivityPush } from './apnsClient';

const TIME_SENSITIVE: ReadonlySet<MatchEventKind> = new Set(['super_shot', 'lead_change', 'extra_time', 'full_time']);
const DISMISS_AFTER_SECONDS = 20 * 60;

export function priorityFor(kind: MatchEventKind | 'tick'): 5 | 10 {
  return kind !== 'tick' && TIME_SENSITIVE.has(kind) ? 10 : 5;
}

export function updatePayload(state: ContentState, sourceEpoch: number, relevance: number) {
  return {
    aps: {
      timestamp: sourceEpoch,
      event: 'update',
      'content-state': state,
      'stale-date': sourceEpoch + 15 * 60,
      'relevance-score': relevance,
    },
  };
}

export function endPayload(finalState: ContentState) {
  const now = nowEpochSeconds();
  return {
    aps: {
      timestamp: now,
      event: 'end',
      'content-state': finalState,
      'dismissal-date': now + DISMISS_AFTER_SECONDS,
    },
  };
}

export function unfollowEndPayload(finalState: ContentState) {
  return { aps: { timestamp: nowEpochSeconds(), event: 'end', 'content-state': finalState } };
}

export function quickScorePayload(state: ContentState) {
  return { aps: { event: 'update', 'content-state': state } };
}

export async function pushUpdate(token: string, state: ContentState, kind: MatchEventKind | 'tick', sourceEpoch: number) {
  const result = await sendLiveActivityPush(token, updatePayload(state, sourceEpoch, 50), priorityFor(kind));
  if (result.status === 410) logger.info('activity token gone', { token: token.slice(0, 8) });
  return result;
}

export async function pushEveryTick(tokens: string[], state: ContentState) {
  for (const token of tokens) {
    await sendLiveActivityPush(token, updatePayload(state, nowEpochSeconds(), 50), 10);
  }
}
