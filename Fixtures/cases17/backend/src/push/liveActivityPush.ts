import { openTokenSession, authHeaders } from './apnsClient';
import { config } from '../config';
import type { GameContentState } from '../schemas/liveActivity.schema';

const LA_TOPIC = `${config.bundleId}.push-type.liveactivity`;

function headersFor(priority: 5 | 10) {
  return {
    ...authHeaders(),
    'apns-push-type': 'liveactivity',
    'apns-topic': LA_TOPIC,
    'apns-priority': String(priority),
  };
}

export function priorityFor(kind: 'score' | 'turnover' | 'clock' | 'penalty'): 5 | 10 {
  return kind === 'score' || kind === 'turnover' ? 10 : 5;
}

export function updatePayload(state: GameContentState, staleAfterSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return {
    aps: {
      timestamp: now,
      event: 'update',
      'content-state': state,
      'stale-date': now + staleAfterSeconds,
    },
  };
}

export function scoreBurstPayload(state: GameContentState) {
  return {
    aps: { 'content-state': state, 'relevance-score': 100 },
  };
}

export function endPayload(state: GameContentState) {
  return {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'end' as const,
      'content-state': state,
    },
  };
}

export function finalWhistlePayload(state: GameContentState, endedAt: number) {
  return {
    aps: {
      timestamp: endedAt,
      event: 'end',
      'content-state': state,
      'dismissal-date': endedAt + 20 * 60,
    },
  };
}

export async function sendLiveActivityUpdate(token: string, state: GameContentState, kind: 'score' | 'turnover' | 'clock' | 'penalty') {
  const session = openTokenSession();
  const req = session.request({ ':method': 'POST', ':path': `/3/device/${token}`, ...headersFor(priorityFor(kind)) });
  req.end(JSON.stringify(updatePayload(state, 15 * 60)));
}

export async function sendLiveActivityEnd(token: string, gameId: string, finalState?: GameContentState) {
  const session = openTokenSession();
  const req = session.request({ ':method': 'POST', ':path': `/3/device/${token}`, ...headersFor(10) });
  req.end(JSON.stringify(finalWhistlePayload(finalState ?? ({ scoreLine: '' } as GameContentState), Math.floor(Date.now() / 1000))));
  return gameId;
}
