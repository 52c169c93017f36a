import { apnsRequest } from './apnsClient';
import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema';

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.breakpoint.ios';
const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;
const DISMISS_AFTER_SECONDS = 20 * 60;

export type ScoreEvent = 'point' | 'game' | 'break' | 'set' | 'match' | 'rain_delay' | 'resume';

const TIME_SENSITIVE: ReadonlySet<ScoreEvent> = new Set(['break', 'set', 'match']);

function liveActivityHeaders(event: ScoreEvent) {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    'apns-priority': TIME_SENSITIVE.has(event) ? '10' : '5',
  };
}

export async function pushUpdate(token: string, state: LiveActivityDisplayState, event: ScoreEvent) {
  const payload = {
    aps: {
      timestamp: state.updatedAt,
      event: 'update',
      'content-state': state,
      'relevance-score': event === 'match' ? 100 : 50,
    },
  };
  return apnsRequest(token, liveActivityHeaders(event), payload);
}

export async function pushEnd(token: string, finalState: LiveActivityDisplayState) {
  const now = Math.floor(Date.now() / 1000);
  return apnsRequest(token, liveActivityHeaders('match'), {
    aps: {
      timestamp: now,
      event: 'end',
      'content-state': finalState,
      'dismissal-date': now + DISMISS_AFTER_SECONDS,
    },
  });
}

export async function pushEndOnUnfollow(token: string, finalState: LiveActivityDisplayState) {
  return apnsRequest(token, liveActivityHeaders('point'), {
    aps: { timestamp: Math.floor(Date.now() / 1000), event: 'end', 'content-state': finalState },
  });
}

export async function pushRainDelay(token: string, state: LiveActivityDisplayState) {
  const headers = { ...liveActivityHeaders('rain_delay'), 'apns-topic': BUNDLE_ID };
  return apnsRequest(token, headers, { aps: { event: 'update', 'content-state': state } });
}

export async function pushToStart(token: string, attributes: Record<string, string>, state: LiveActivityDisplayState) {
  return apnsRequest(
    token,
    { 'apns-push-type': 'alert', 'apns-topic': LIVE_ACTIVITY_TOPIC, 'apns-priority': '10' },
    {
      aps: {
        timestamp: state.updatedAt,
        event: 'start',
        'content-state': state,
        'attributes-type': 'BreakpointActivityAttributes',
        attributes,
        alert: { title: attributes.homeName, body: attributes.awayName },
      },
    },
  );
}
