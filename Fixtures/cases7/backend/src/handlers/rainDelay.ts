import { sendToApns } from '../apns/apnsClient';
import { buildDisplayState } from '../display/buildDisplayState';
import type { FeedContext } from '../schemas/feed.schema';
import { notifyFollowers } from '../services/alertService';
import { getMatch } from '../stores/matchStore';
import { listForMatch } from '../stores/subscriptionStore';
import { config } from '../util/config';
import { logger } from '../util/logger';
import { epochNow, MINUTE } from '../util/time';

interface SuspensionEvent {
  matchId: string;
  reason: 'rain' | 'light';
  context: FeedContext;
}

// Called by the feed webhook the moment the chair suspends play.
export async function handler(event: SuspensionEvent): Promise<void> {
  const match = await getMatch(event.matchId);
  if (!match) {
    logger.warn({ matchId: event.matchId }, 'suspension for unknown match');
    return;
  }

  const base = buildDisplayState({ ...match, status: 'suspended' }, { ...event.context, suspensionReason: event.reason });
  const state = {
    ...base,
    expanded: {
      ...base.expanded,
      statusNote: event.reason === 'rain' ? 'Rain delay, covers coming on' : 'Play suspended for bad light',
    },
  };

  const subs = await listForMatch(match.matchId);
  await Promise.allSettled(
    subs.map((sub) =>
      sendToApns(
        sub.token,
        {
          'apns-push-type': 'alert',
          'apns-topic': `${config.bundleId}.push-type.liveactivity`,
          'apns-priority': '5',
        },
        {
          aps: {
            timestamp: epochNow(),
            event: 'update',
            'content-state': state,
            'stale-date': epochNow() + 90 * MINUTE,
          },
        },
      ),
    ),
  );

  await notifyFollowers(match, { primary: 'suspended', alerts: ['rain_delay'] });
}
