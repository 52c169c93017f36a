import { nowEpochSeconds } from '../stores/ddb.js';
import type { ContentStatePayload } from './contentState.js';

const DISMISS_AFTER_SECONDS = 20 * 60; // 15-30 minutes is right for a finished game

export function buildUpdatePayload(state: ContentStatePayload, relevance: number, staleAfter?: number) {
  return {
    aps: {
      timestamp: nowEpochSeconds(),
      event: 'update',
      'content-state': state,
      'relevance-score': relevance,
      ...(staleAfter ? { 'stale-date': nowEpochSeconds() + staleAfter } : {}),
    },
  };
}

export function buildEndPayload(state: ContentStatePayload) {
  const now = nowEpochSeconds();
  return {
    aps: {
      timestamp: now,
      event: 'end',
      'content-state': state,
      'dismissal-date': now + DISMISS_AFTER_SECONDS,
    },
  };
}

export function buildUnfollowEndPayload(state: ContentStatePayload) {
  return { aps: { timestamp: nowEpochSeconds(), event: 'end', 'content-state': state } };
}

export function buildStoneNudge(state: ContentStatePayload) {
  return {
    aps: {
      event: 'update',
      'content-state': state,
    },
  };
}

export const buildConcededPayload = (state: ContentStatePayload) => ({
  aps: {
    timestamp: nowEpochSeconds(),
    'content-state': state,
    'dismissal-date': nowEpochSeconds() + DISMISS_AFTER_SECONDS,
  },
});
