import type { ScheduledEvent } from 'aws-lambda';
import { buildDisplayState, buildLiveActivityState } from '../display/buildDisplayState';
import { logger } from '../lib/logger';
import { fetchFeed, type FeedMatch } from '../lib/feed';
import { pushUpdate } from '../push/liveActivityPush';
import { subscriptionsForMatch } from '../stores/activitySubscriptionStore';
import { extendFollowTtl } from '../stores/matchFollowStore';
import { liveMatches, saveMatch } from '../stores/matchStore';

const POWER_FIVE_SECONDS = 5 * 60;

export async function handler(_event: ScheduledEvent): Promise<void> {
  // Get the live matches
  const matches = await liveMatches();
  logger.info('poll tick', { live: matches.length });

  for (const match of matches) {
    const feed: FeedMatch = await fetchFeed(match.match_id);
    const updated = { ...match, homeGoals: feed.homeGoals, awayGoals: feed.awayGoals, phase: feed.phase, quarter: feed.quarter };
    // Power Five is the last five minutes of every quarter.
    const inPowerFive = feed.secondsLeft <= POWER_FIVE_SECONDS && feed.phase === 'live';
    const display = buildDisplayState(updated, feed.ratings, feed.centrePass, feed.secondsLeft, inPowerFive);
    // Save the match
    await saveMatch({ ...updated, displayState: display });

    if (updated.phase === 'completed') {
      await extendFollowTtl(updated);
    }

    const state = { displayState: buildLiveActivityState(updated, display, feed.lastEvent) };
    const subs = await subscriptionsForMatch(match.match_id);
    // Loop over the subscriptions
    for (const sub of subs) {
      await pushUpdate(sub.token, state, feed.eventKind ?? 'tick', feed.sourceEpoch);
    }
  }
}
