import type { SQSHandler } from 'aws-lambda';
import { z } from 'zod';
import { buildUnfollowEndPayload, sendLiveActivityPush } from '../apns/liveActivityPush';
import { buildDisplayState } from '../display/buildDisplayState';
import { logger } from '../logger';
import { listSubscriptionsForMatch, removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { unfollowMatch } from '../stores/matchFollowStore';
import { getMatch } from '../stores/matchStore';

const unfollowMessageSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  reason: z.enum(['user', 'account_deleted', 'match_abandoned']),
});

/**
 * Bulk unfollows (account deletion, abandoned matches) go through this queue.
 * Order matters: end the activity and drop the subscriptions before the follow row,
 * so a retry after a partial failure still finds something to clean up.
 */
export const handler: SQSHandler = async (event) => {
  for (const record of event.Records) {
    const message = unfollowMessageSchema.parse(JSON.parse(record.body));
    const match = await getMatch(message.matchId);
    const subs = (await listSubscriptionsForMatch(message.matchId)).filter((s) => s.userId === message.userId);
    const nowSeconds = Math.floor(Date.now() / 1000);

    if (match) {
      for (const sub of subs) {
        const display = buildDisplayState({
          match,
          lastEvent: null,
          minute: null,
          perspectiveTeamId: sub.teamId,
          activeSinBins: 0,
          triesByTeam: {},
        });
        const finalState = {
          display,
          homeScore: match.homeScore,
          awayScore: match.awayScore,
          updatedAt: nowSeconds,
          tmoPending: false,
          possessionTeamId: null,
        };
        await sendLiveActivityPush(sub.pushToken, buildUnfollowEndPayload(finalState, nowSeconds), 5);
      }
    }

    await removeSubscriptionsForUser(message.matchId, message.userId);
    await unfollowMatch(message.userId, message.matchId);
    logger.info('Unfollow processed', { ...message, endedActivities: subs.length });
  }
};
