import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema';
import type { StoredSubscription } from '../stores/subscriptionStore';
import { config } from '../util/config';
import { epochNow } from '../util/time';
import { sendToApns, type ApnsResult } from './apnsClient';

const LIVE_ACTIVITY_TOPIC = `${config.bundleId}.push-type.liveactivity`;

export type LiveActivityEvent = 'point' | 'game' | 'break' | 'set' | 'challenge' | 'suspended' | 'resumed' | 'ended';

// Breaks, sets and the result are what people glance down for. Everything
// else rides priority 5 so a five-hour match does not burn the device budget.
const TIME_SENSITIVE: ReadonlySet<LiveActivityEvent> = new Set(['break', 'set', 'ended']);

export function priorityFor(event: LiveActivityEvent): '5' | '10' {
  return TIME_SENSITIVE.has(event) ? '10' : '5';
}

export interface UpdateOptions {
  event: LiveActivityEvent;
  relevance: number;
  serverName: string;
}

export function sendLiveActivityUpdate(
  sub: StoredSubscription,
  state: LiveActivityDisplayState,
  opts: UpdateOptions,
): Promise<ApnsResult> {
  const payload = {
    aps: {
      timestamp: state.updatedAt,
      event: 'update',
      'content-state': { ...state, serverName: opts.serverName },
      'relevance-score': opts.relevance,
    },
  };
  return sendToApns(
    sub.token,
    {
      'apns-push-type': 'liveactivity',
      'apns-topic': LIVE_ACTIVITY_TOPIC,
      'apns-priority': priorityFor(opts.event),
    },
    payload,
  );
}

export function endLiveActivity(
  sub: StoredSubscription,
  finalState: LiveActivityDisplayState,
  dismissAt: number,
): Promise<ApnsResult> {
  return sendToApns(
    sub.token,
    { 'apns-push-type': 'liveactivity', 'apns-topic': LIVE_ACTIVITY_TOPIC, 'apns-priority': '10' },
    {
      aps: {
        timestamp: epochNow(),
        event: 'end',
        'content-state': finalState,
        'dismissal-date': dismissAt,
      },
    },
  );
}
