import { buildDisplayState } from '../display/buildDisplayState';
import { listFollowersForMatch, extendFollowTtl } from '../stores/matchFollowStore';
import { listLiveMatches, saveMatch } from '../stores/matchStore';
import { listSubscriptionsForMatch } from '../stores/activitySubscriptionStore';
import { sendLiveActivityUpdate } from '../push/liveActivityPush';
import { fetchFeed } from '../feed/fetchFeed';
import { teamNamesFor } from '../stores/teamStore';
import { logger } from '../logger';

export async function handler(): Promise<void> {
  const live = await listLiveMatches();
  // Feed calls are HTTP, not DynamoDB; the provider allows 20 concurrent requests.
  const updates = await Promise.all(live.map((m) => fetchFeed(m.matchId)));
  for (const next of updates) {
    await saveMatch(next);
    const state = { displayState: buildDisplayState(next, await teamNamesFor(next)) };
    const subs = await listSubscriptionsForMatch(next.matchId);
    // Loop over the subscriptions
    for (const sub of subs) {
      await sendLiveActivityUpdate(sub.pushToken, state, next.phase === 'completed' ? 'match_won' : 'point');
    }
    if (next.phase === 'completed' && next.endedAt) {
      const followers = await listFollowersForMatch(next.matchId);
      for (const f of followers) await extendFollowTtl(f.userId, f.matchId, next.endedAt);
    }
    logger.info('poll complete', { matchId: next.matchId, subs: subs.length });
  }
}
