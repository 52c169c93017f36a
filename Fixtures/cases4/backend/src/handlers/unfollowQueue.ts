import { z } from 'zod';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { runWithConcurrency } from '../lib/concurrency.js';
import { endActivity } from '../notifications/liveActivityPush.js';
import { subscriptions } from '../stores/activitySubscriptionStore.js';
import { removeFollow } from '../stores/matchFollowStore.js';
import { getMatchRecord } from '../stores/matchStore.js';

const UnfollowMessageSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  queuedAt: z.number().int(), // Unix epoch ms on the device when the user tapped Unfollow offline
});

interface SqsBatch {
  Records: { messageId: string; body: string }[];
}

/**
 * Drains unfollows the app queued while offline. Subscriptions go first and the follow row
 * last, so a retry after a crash still finds the follow and finishes the cleanup.
 */
export const handler = async (batch: SqsBatch): Promise<void> => {
  for (const message of batch.Records) {
    const { userId, matchId } = UnfollowMessageSchema.parse(JSON.parse(message.body));

    const removed = await subscriptions.removeForUser(matchId, userId);
    const match = await getMatchRecord(matchId);
    if (match && removed.length > 0) {
      const finalState = buildDisplayState(match);
      await runWithConcurrency(removed, 5, (sub) => endActivity(sub, finalState, 0));
    }

    await removeFollow(userId, matchId);
  }
};
