import type { ScheduledHandler } from 'aws-lambda';
import { liveMatches, markCompleted } from '../stores/matchStore.js';
import { subscriptionsForMatch, removeAllSubscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { pushEnd, pushUpdate } from '../push/liveActivityPush.js';
import type { PushMoment } from '../push/liveActivityPush.js';
import type { Match } from '../schemas/match.schema.js';
import type { LiveActivityContentState } from '../schemas/liveActivity.schema.js';
import { logger } from '../lib/logger.js';
import { chunk } from '../lib/time.js';

export function contentStateFor(match: Match, lastEventText: string): LiveActivityContentState {
  const ds = match.displayState;
  return {
    homeScoreText: String(match.homePoints),
    awayScoreText: String(match.awayPoints),
    halfText: ds.halfText,
    statusText: ds.statusText,
    lastEventText,
    raidClockEndsAt: ds.raidClockEndsAt ? Math.floor(Date.parse(ds.raidClockEndsAt) / 1000) : null,
    sentiment: ds.sentiment,
    isFinal: match.status === 'completed',
    raidClockText: ds.raidClockText,
  };
}

export function finalContentState(match: Match): LiveActivityContentState {
  return { ...contentStateFor(match, match.displayState.statusText), isFinal: true };
}

function momentFor(match: Match, previous: Match | undefined): PushMoment {
  if (!previous) return 'note';
  if (match.homePoints !== previous.homePoints || match.awayPoints !== previous.awayPoints) return 'score';
  return 'clock';
}

const lastSeen = new Map<string, Match>();

export const handler: ScheduledHandler = async () => {
  const matches = await liveMatches();
  for (const match of matches) {
    const subs = await subscriptionsForMatch(match.matchId);
    const moment = momentFor(match, lastSeen.get(match.matchId));
    lastSeen.set(match.matchId, match);
    if (match.status === 'completed') {
      for (const batch of chunk(subs, 50)) {
        await Promise.all(batch.map((s) => pushEnd(s.token, finalContentState(match))));
      }
      await removeAllSubscriptionsForMatch(match.matchId);
      await markCompleted(match.matchId, Date.now());
      continue;
    }
    const state = contentStateFor(match, match.displayState.liveNote ?? 'Raid in progress');
    for (const batch of chunk(subs, 50)) {
      await Promise.all(batch.map((s) => pushUpdate(match.matchId, s.token, state, moment, s.userId ? 50 : 10)));
    }
    // umpire:disable-next-line inline-copy -- log line, not user copy
    logger.info('pushed live activity update', { matchId: match.matchId, count: subs.length });
  }
};
