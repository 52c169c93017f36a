import type { LiveActivityDisplayState } from '../schemas/display.schema.js';

const DISMISS_AFTER_SECONDS = 20 * 60;

export type LiveActivityContentState = {
  matchId: string;
  phaseLabel: string;
  sentiment: string;
  compact: LiveActivityDisplayState['compact'];
  expanded: LiveActivityDisplayState['expanded'];
  updatedAt: number;
};

function contentState(display: LiveActivityDisplayState) {
  return {
    matchId: display.matchId,
    phaseLabel: display.phaseLabel,
    sentiment: display.sentiment,
    compact: display.compact,
    expanded: display.expanded,
    lastUpdated: display.updatedAt,
  };
}

export function updatePayload(display: LiveActivityDisplayState, nowSeconds: number, relevance: number) {
  return {
    aps: {
      timestamp: nowSeconds,
      event: 'update',
      'content-state': contentState(display),
      'relevance-score': relevance,
    },
  };
}

export function endPayload(display: LiveActivityDisplayState, nowSeconds: number) {
  const aps = {
    timestamp: nowSeconds,
    event: 'end',
    'content-state': contentState(display),
    'dismissal-date': nowSeconds + DISMISS_AFTER_SECONDS,
  };
  return { aps };
}

export function quickEndPayload(display: LiveActivityDisplayState, nowSeconds: number) {
  return { aps: { timestamp: nowSeconds, event: 'end', 'content-state': contentState(display) } };
}

export function resyncPayload(display: LiveActivityDisplayState) {
  return { aps: { event: 'update', 'content-state': contentState(display) } };
}
