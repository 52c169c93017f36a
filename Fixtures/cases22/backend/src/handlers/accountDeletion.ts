import { logger } from '../lib/logger';
import { endPayload } from '../push/liveActivityPush';
import { sendLiveActivityPush } from '../push/apnsClient';
import { buildDisplayState, buildLiveActivityState } from '../display/buildDisplayState';
import { subscriptionsForMatch, removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { listFollowedMatchIds, unfollowMatch } from '../stores/matchFollowStore';
import { getMatch } from '../stores/matchStore';

export async function handler(event: { userId: string }): Promise<void> {
  const matchIds = await listFollowedMatchIds(event.userId);
  for (const matchId of matchIds) {
    const match = await getMatch(matchId);
    const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === event.userId);
    if (match) {
      const display = buildDisplayState(match, [], emptyStats, 0, false);
      const finalState = { displayState: buildLiveActivityState(match, display, null) };
      for (const sub of subs) {
        await sendLiveActivityPush(sub.token, endPayload(finalState), 5);
      }
    }
    await removeSubscriptionsForUser(matchId, event.userId);
    await unfollowMatch(event.userId, matchId);
  }
  logger.info('account follows cleared', { userId: event.userId, count: matchIds.length });
}

const emptyStats = {
  homeConverted: 0,
  homeCentrePasses: 0,
  awayConverted: 0,
  awayCentrePasses: 0,
  homeSuperShots: 0,
  awaySuperShots: 0,
};
