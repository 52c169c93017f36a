import type { ScheduledHandler } from 'aws-lambda';
import { apns } from '../apns/liveActivityPush';
import { buildDisplayState } from '../display/buildDisplayState';
import { logger } from '../logger';
import { listSubscriptionsForMatch, removeSubscription } from '../stores/activitySubscriptionStore';
import { listLiveMatches } from '../stores/matchStore';
import { config } from '../config';
import type { LiveActivityContentState } from '../types';

const APNS_PRIORITY = '10';
const CLOCK_TICK_RELEVANCE = 50;

/**
 * Runs every minute while any match is live and pushes the match clock to every
 * subscribed Live Activity, so the minute shown on the Lock Screen keeps moving
 * between scoring events.
 */
export const handler: ScheduledHandler = async () => {
  const matches = await listLiveMatches();
  const nowSeconds = Math.floor(Date.now() / 1000);

  for (const match of matches) {
    const minute = match.kickoffAt ? Math.floor((nowSeconds - Date.parse(match.kickoffAt) / 1000) / 60) : null;
    // Get all subscriptions for this match
    const subscriptions = await listSubscriptionsForMatch(match.matchId);

    for (const sub of subscriptions) {
      const state: LiveActivityContentState = {
        display: buildDisplayState({
          match,
          lastEvent: null,
          minute,
          perspectiveTeamId: sub.teamId,
          activeSinBins: 0,
          triesByTeam: {},
        }),
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        updatedAt: nowSeconds,
        tmoPending: false,
        possessionTeamId: null,
      };

      const payload = {
        aps: {
          event: 'update',
          'content-state': state,
          'relevance-score': CLOCK_TICK_RELEVANCE,
        },
      };

      const result = await apns.send(
        sub.pushToken,
        {
          'apns-push-type': 'liveactivity',
          'apns-topic': `${config.bundleId}.push-type.liveactivity`,
          'apns-priority': APNS_PRIORITY,
        },
        payload,
      );

      // 410 means iOS has ended this activity (or the app was deleted); stop pushing to the token.
      if (result.status === 410) {
        await removeSubscription(sub.matchId, sub.pushToken);
      }
    }

    logger.info('Clock tick pushed', { matchId: match.matchId, subscribers: subscriptions.length });
  }
};
