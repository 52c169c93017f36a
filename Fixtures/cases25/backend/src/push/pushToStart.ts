import { logger } from '../lib/logger.js';
import type { Match } from '../schemas/match.js';
import { tokensForUser } from '../stores/activitySubscriptionStore.js';
import { BUNDLE_ID, sendToApns } from './apnsClient.js';
import { nowSeconds } from '../lib/time.js';
import { buildContentState } from '../display/buildDisplayState.js';

export async function sendPushToStart(userId: string, match: Match): Promise<void> {
  const tokens = await tokensForUser(userId);
  const state = buildContentState(
    { match, gameSecond: match.displayState.minute * 60, homeTimeoutsUsed: 0, awayTimeoutsUsed: 0, suspensions: [], lastEvent: null, halfTimeHome: null, halfTimeAway: null, delayReason: null },
    match.displayState,
  );
  for (const t of tokens) {
    const res = await sendToApns(
      t.token,
      { 'apns-push-type': 'liveactivity', 'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`, 'apns-priority': '10' },
      {
        aps: {
          timestamp: nowSeconds(),
          event: 'start',
          'content-state': state,
          'attributes-type': 'SevenMetreActivityAttributes',
          attributes: { matchId: match.matchId, homeName: match.homeTeam.shortName, awayName: match.awayTeam.shortName, competition: match.competition },
          alert: { title: `${match.homeTeam.shortName} v ${match.awayTeam.shortName}`, body: 'Now on your Lock Screen' },
        },
      },
    );
    if (res.status >= 400) logger.warn('push-to-start failed', { status: res.status });
  }
}
