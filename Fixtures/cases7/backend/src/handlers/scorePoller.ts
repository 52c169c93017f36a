import type { ScheduledHandler } from 'aws-lambda';
import { sendLiveActivityUpdate } from '../apns/liveActivityPush';
import { buildDisplayState } from '../display/buildDisplayState';
import type { FeedEntry } from '../schemas/feed.schema';
import { notifyFollowers } from '../services/alertService';
import { detectEvents } from '../services/eventDetector';
import { fetchLiveFeed } from '../services/feedClient';
import * as matchStore from '../stores/matchStore';
import * as subscriptionStore from '../stores/subscriptionStore';
import { logger } from '../util/logger';

const previousByMatch = new Map<string, FeedEntry>();

// Later rounds and tight finishes float to the top when someone follows
// several matches at once; iOS shows the highest score in the Dynamic Island.
function relevanceFor(entry: FeedEntry): number {
  const pressureBoost = entry.context.pressure === 'none' ? 0 : 20;
  return Math.round(50 + entry.context.roundWeight * 30 + pressureBoost);
}

export const handler: ScheduledHandler = async () => {
  const feed = await fetchLiveFeed();

  // Loop over the live matches
  for (const entry of feed.matches) {
    const saved = await matchStore.saveSnapshot(entry.match, entry.version);
    // An out-of-order snapshot lost the version race; pushing it would move
    // the Lock Screen score backwards.
    if (!saved) {
      continue;
    }

    const events = detectEvents(entry, previousByMatch.get(entry.match.matchId));
    previousByMatch.set(entry.match.matchId, entry);
    const state = buildDisplayState(entry.match, entry.context);

    const subs = await subscriptionStore.listForMatch(entry.match.matchId);
    const results = await Promise.allSettled(
      subs.map((sub) =>
        sendLiveActivityUpdate(sub, state, {
          event: events.primary,
          relevance: relevanceFor(entry),
          serverName: entry.context.serverName,
        }),
      ),
    );

    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled' && result.value.status === 410) {
        await subscriptionStore.removeToken(entry.match.matchId, subs[i].token);
      }
    }

    await notifyFollowers(entry.match, events);
  }

  logger.info({ matches: feed.matches.length }, 'poll complete');
};
