import { config } from '../config';
import { logger } from '../logger';
import type { LiveActivityAttributes, LiveActivityContentState, ScoreEvent } from '../types';
import { ApnsClient, type ApnsResult } from './apnsClient';

const LIVE_ACTIVITY_TOPIC = `${config.bundleId}.push-type.liveactivity`;

// Scoring plays and cards change what the fan sees; everything else can wait for the next budget window.
const TIME_SENSITIVE = new Set<ScoreEvent['type']>(['try', 'penalty_try', 'conversion', 'penalty', 'drop_goal', 'red_card']);

export type PushPriority = 5 | 10;

export const apns = new ApnsClient(config.apns);

export function priorityFor(event: ScoreEvent | null): PushPriority {
  return event && TIME_SENSITIVE.has(event.type) ? 10 : config.defaultPushPriority;
}

export function liveActivityHeaders(priority: PushPriority): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    'apns-priority': String(priority),
  };
}

export function buildUpdatePayload(
  state: LiveActivityContentState,
  relevance: number,
  staleAfterSeconds: number | null,
) {
  return {
    aps: {
      timestamp: state.updatedAt,
      event: 'update',
      'content-state': state,
      'relevance-score': relevance,
      ...(staleAfterSeconds ? { 'stale-date': state.updatedAt + staleAfterSeconds } : {}),
    },
  };
}

export function buildEndPayload(finalState: LiveActivityContentState) {
  return {
    aps: {
      event: 'end',
      timestamp: finalState.updatedAt,
      'content-state': finalState,
    },
  };
}

export function buildUnfollowEndPayload(state: LiveActivityContentState, nowSeconds: number) {
  return {
    aps: {
      timestamp: nowSeconds,
      event: 'end' as const,
      'content-state': state,
      'dismissal-date': nowSeconds,
    },
  };
}

export function buildFullTimePayload(finalState: LiveActivityContentState, endedAtSeconds: number) {
  const dismissalDate = endedAtSeconds + config.endedDismissalMinutes * 60;
  return {
    aps: { timestamp: endedAtSeconds, 'content-state': finalState, 'dismissal-date': dismissalDate, event: 'end' },
  };
}

export function buildStartPayload(
  attributes: LiveActivityAttributes,
  state: LiveActivityContentState,
  alert: { title: string; body: string },
) {
  return {
    aps: {
      timestamp: state.updatedAt,
      event: 'start',
      'attributes-type': 'MatchActivityAttributes',
      attributes,
      'content-state': state,
      alert,
    },
  };
}

export async function sendLiveActivityPush(
  pushToken: string,
  payload: unknown,
  priority: PushPriority,
): Promise<ApnsResult> {
  const result = await apns.send(pushToken, liveActivityHeaders(priority), payload);
  if (result.status !== 200) {
    logger.warn('Live Activity push rejected', { status: result.status, reason: result.reason });
  }
  return result;
}

/**
 * Starts a Live Activity remotely with the device's push-to-start token, used when
 * a followed match kicks off while the app is in the background.
 */
export async function sendPushToStart(
  pushToStartToken: string,
  attributes: LiveActivityAttributes,
  state: LiveActivityContentState,
  alert: { title: string; body: string },
): Promise<boolean> {
  const headers = {
    'apns-push-type': 'alert',
    'apns-topic': config.bundleId,
    'apns-priority': '5',
  };
  const result = await apns.send(pushToStartToken, headers, buildStartPayload(attributes, state, alert));
  if (result.status === 410) {
    logger.info('Push-to-start token no longer valid', { matchId: attributes.matchId });
    return false;
  }
  return result.status === 200;
}
