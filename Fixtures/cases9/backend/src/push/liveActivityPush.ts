import { LIVE_ACTIVITY_TOPIC, sendRaw, type ApnsResult } from './apnsClient.js';
import type { RoundContentState } from '../schemas/liveActivity.schema.js';

// 20 minutes on the Lock Screen after the round is signed for.
const DISMISS_AFTER_SECONDS = 20 * 60;
const STALE_AFTER_SECONDS = 15 * 60;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export type RoundEventKind = 'score-change' | 'position-change' | 'heartbeat' | 'round-complete';

const TIME_SENSITIVE: ReadonlySet<RoundEventKind> = new Set(['score-change', 'position-change', 'round-complete']);

function liveActivityHeaders(kind: RoundEventKind): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    'apns-priority': TIME_SENSITIVE.has(kind) ? '10' : '5',
  };
}

export function buildRoundUpdatePayload(state: RoundContentState, relevance: number) {
  return {
    aps: {
      timestamp: nowSeconds(),
      event: 'update',
      'content-state': state,
      'relevance-score': relevance,
      'stale-date': nowSeconds() + STALE_AFTER_SECONDS,
    },
  };
}

export function buildRoundEndPayload(finalState: RoundContentState) {
  return {
    aps: {
      timestamp: nowSeconds(),
      event: 'end',
      'content-state': finalState,
      'dismissal-date': nowSeconds() + DISMISS_AFTER_SECONDS,
    },
  };
}

export async function pushRoundUpdate(
  token: string,
  state: RoundContentState,
  kind: RoundEventKind,
  relevance: number,
): Promise<ApnsResult> {
  const payload = kind === 'round-complete' ? buildRoundEndPayload(state) : buildRoundUpdatePayload(state, relevance);
  return sendRaw(token, liveActivityHeaders(kind), payload);
}
