import { runWithConcurrency } from '../lib/concurrency.js';
import { pushTokens } from '../push/pushTokens.js';
import type { Alert, LiveActivityDisplayState } from '../schemas/liveActivity.js';
import type { MatchItem, ScoreEvent } from '../schemas/match.js';
import { subscriptions, type ActivitySubscription } from '../stores/activitySubscriptionStore.js';
import { apns, config, LIVE_ACTIVITY_TOPIC, type ApnsResult } from './apnsClient.js';

type LiveActivityPayload = {
  timestamp: number;
  event: 'update' | 'end';
  'content-state': LiveActivityDisplayState;
  'dismissal-date'?: number;
  'stale-date'?: number;
  'relevance-score'?: number;
  alert?: Alert;
};

export type PushPriority = 5 | 10;

const FINISHED_DISMISS_AFTER_SECONDS = 20 * 60;
const APNS_CONCURRENCY = 20;
const HIGH_PRIORITY_KINDS = new Set<ScoreEvent['kind']>(['leg_won', 'set_won', 'match_won']);

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Leg, set and match results go out immediately; ordinary visits ride the low-priority lane. */
export function priorityFor(event: ScoreEvent): PushPriority {
  return HIGH_PRIORITY_KINDS.has(event.kind) || event.nineDarter ? 10 : 5;
}

function sendUpdate(sub: ActivitySubscription, payload: LiveActivityPayload, priority: PushPriority): Promise<ApnsResult> {
  return apns.send({
    token: sub.pushToken,
    headers: {
      'apns-push-type': 'liveactivity',
      'apns-topic': LIVE_ACTIVITY_TOPIC,
      'apns-priority': String(priority),
    },
    payload: { aps: payload },
  });
}

function recordDelivery(sub: ActivitySubscription, at: number): Promise<void> {
  return subscriptions.markPushed(sub.matchId, sub.subscriptionId, at);
}

/** Fans one content-state update out to every subscriber of the match. */
export async function broadcastUpdate(
  matchId: string,
  state: LiveActivityDisplayState,
  priority: PushPriority,
  alert?: Alert,
): Promise<void> {
  const subs = await subscriptions.listForMatch(matchId);
  const payload: LiveActivityPayload = { timestamp: nowSeconds(), event: 'update', 'content-state': state, alert };
  const results = await runWithConcurrency(subs, APNS_CONCURRENCY, (sub) => sendUpdate(sub, payload, priority));

  const now = Date.now();
  const delivered = subs.filter((_, i) => results[i].ok);
  await Promise.all(delivered.map((sub) => recordDelivery(sub, now)));

  const gone = subs.filter((_, i) => results[i].status === 410);
  if (gone.length > 0) await subscriptions.removeMany(gone);
}

/** Keeps the interval countdown and relevance current while nothing is happening on the oche. */
export async function pushIntervalRefresh(matchId: string, state: LiveActivityDisplayState): Promise<void> {
  const subs = await subscriptions.listForMatch(matchId);
  const payload: LiveActivityPayload = {
    timestamp: nowSeconds(),
    event: 'update',
    'content-state': state,
    'relevance-score': 20,
  };
  await runWithConcurrency(subs, APNS_CONCURRENCY, (sub) =>
    apns.send({
      token: sub.pushToken,
      headers: {
        'apns-push-type': 'liveactivity',
        'apns-topic': LIVE_ACTIVITY_TOPIC,
        'apns-priority': '10',
      },
      payload: { aps: payload },
    }),
  );
}

/** Ends one activity; used when a user unfollows and when the match finishes. */
export function endActivity(
  sub: ActivitySubscription,
  finalState: LiveActivityDisplayState,
  dismissAfterSeconds: number = FINISHED_DISMISS_AFTER_SECONDS,
): Promise<ApnsResult> {
  const timestamp = nowSeconds();
  const payload: LiveActivityPayload = {
    timestamp,
    event: 'end',
    'content-state': finalState,
    'dismissal-date': timestamp + dismissAfterSeconds,
  };
  return apns.send({
    token: sub.pushToken,
    headers: {
      'apns-push-type': 'liveactivity',
      'apns-topic': config.bundleId,
      'apns-priority': '5',
    },
    payload: { aps: payload },
  });
}

export async function endAllForMatch(matchId: string, finalState: LiveActivityDisplayState): Promise<void> {
  const subs = await subscriptions.listForMatch(matchId);
  await runWithConcurrency(subs, APNS_CONCURRENCY, (sub) => endActivity(sub, finalState));
  await subscriptions.removeMany(subs);
}

/** Starts the Live Activity on the user's devices without the app being open. */
export async function sendPushToStart(userId: string, match: MatchItem, state: LiveActivityDisplayState): Promise<void> {
  const tokens = await pushTokens.listForUser(userId, 'push_to_start');
  const timestamp = nowSeconds();
  await runWithConcurrency(tokens, APNS_CONCURRENCY, (t) =>
    apns.send({
      token: t.token,
      headers: {
        'apns-push-type': 'alert',
        'apns-topic': LIVE_ACTIVITY_TOPIC,
        'apns-priority': '5',
      },
      payload: {
        aps: {
          timestamp,
          event: 'start',
          'attributes-type': 'OcheMatchAttributes',
          attributes: {
            matchId: match.matchId,
            eventName: match.eventName,
            homeName: match.home.name,
            awayName: match.away.name,
            homeCountryCode: match.home.countryCode,
            awayCountryCode: match.away.countryCode,
          },
          'content-state': state,
          alert: { title: 'Game on', body: `${match.home.name} v ${match.away.name} is underway` },
        },
      },
    }),
  );
}
