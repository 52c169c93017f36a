import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema.js';
import type { MatchEvent } from '../schemas/match.schema.js';
import { BUNDLE_ID } from './apnsClient.js';
import { liveActivityMessages } from './liveActivity.messages.js';

const DISMISS_AFTER_SECONDS = 20 * 60;

export function liveActivityHeaders(event?: MatchEvent): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
    'apns-priority': isTimeSensitive(event) ? '10' : '5',
  };
}

function isTimeSensitive(event?: MatchEvent): boolean {
  return event?.kind === 'goal' || event?.kind === 'exclusion_for_game' || event?.kind === 'penalty';
}

export function updatePayload(display: LiveActivityDisplayState, sequence: number, relevance: number) {
  const timestamp = Math.floor(Date.now() / 1000);
  const aps = { timestamp, event: 'update', 'content-state': { display, sequence }, 'relevance-score': relevance };
  return { aps };
}

export function endPayload(display: LiveActivityDisplayState, sequence: number) {
  const now = Math.floor(Date.now() / 1000);
  return {
    aps: {
      timestamp: now,
      event: 'end',
      'dismissal-date': now + DISMISS_AFTER_SECONDS,
      'content-state': { display, sequence },
      alert: {
        title: liveActivityMessages.final.title,
        body: liveActivityMessages.final.body(display.compact.scoreText),
      },
    },
  };
}

export function delayPayload(display: LiveActivityDisplayState, sequence: number, shotClockSeconds: number | null) {
  const delayAps = {
    event: 'update',
    'content-state': {
      display,
      sequence,
      shotClockSeconds,
    },
  };
  return { aps: delayAps };
}

export function unfollowEndPayload(display: LiveActivityDisplayState, sequence: number) {
  const endAps = {
    timestamp: Math.floor(Date.now() / 1000),
    event: 'end',
    'content-state': { display, sequence },
  };
  return { aps: endAps };
}
