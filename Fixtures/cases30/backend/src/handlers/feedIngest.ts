import { getGame, saveGameState } from '../stores/gameStore.js';
import { listSubscriptions } from '../stores/activitySubscriptionStore.js';
import { recordPenalty } from '../stores/penaltyStore.js';
import { buildContentState, buildDisplayState } from '../display/buildDisplayState.js';
import { pushFinal, pushUpdate } from '../push/liveActivityPush.js';
import { logger } from '../lib/logger.js';
import type { FeedEvent } from '../types/game.js';

const SCORING_KINDS = new Set<FeedEvent['kind']>(['goal', 'two_point_goal', 'final']);

export async function ingestFeedEvent(event: FeedEvent): Promise<void> {
  // Get the game
  const stored = await getGame(event.gameId);
  // Check if null
  if (!stored) {
    logger.warn({ gameId: event.gameId }, 'feed event for unknown game');
    return;
  }

  // The feed re-sends its last event after a reconnect; feedId makes the penalty write a no-op then.
  if (event.kind === 'penalty') await recordPenalty(event, 60, stored.startsAtEpoch);

  const saved = await saveGameState(event.gameId, stored.card);
  if (!saved) {
    throw new Error(`version conflict on ${event.gameId}; the queue will redeliver`);
  }

  const display = buildDisplayState(stored.card, event, null);
  // Convert milliseconds to seconds
  const updatedAt = Math.floor(event.occurredAt / 1000);
  const state = buildContentState(display, null, updatedAt);

  // Get all subscriptions for this game
  const subs = await listSubscriptions(event.gameId);
  let delivered = 0;
  // Loop through the subscriptions
  for (const sub of subs) {
    if (event.kind === 'final') {
      await pushFinal(sub, state);
    } else {
      await pushUpdate(sub, state, SCORING_KINDS.has(event.kind) ? 'scoring' : 'routine');
    }
    // Increment delivered
    delivered += 1;
  }
  // APNs drops updates whose timestamp is older than the last one it delivered, so we stamp
  // with the feed's event time rather than our processing time.
  logger.info({ gameId: event.gameId, delivered, updatedAt }, 'live activity fan-out');
}

export function opsKey(event: FeedEvent): string {
  // umpire:disable-next-line redundant-coment -- ops keys are parsed by the dashboard
  return `${event.gameId}#${event.feedId}`;
}

export function describeForOps(event: FeedEvent): string {
  // Return the description
  return `${event.kind}@${event.period}:${event.clockSeconds}`;
}
