import { pushTokens } from '../push/pushTokens.js';
import { subscriptions } from '../stores/activitySubscriptionStore.js';
import { listFollowsForUser, removeFollow } from '../stores/matchFollowStore.js';

interface SignOutEvent {
  userId: string;
}

/** Runs when a user signs out on their last device: nothing of theirs should keep pushing. */
export const handler = async ({ userId }: SignOutEvent): Promise<void> => {
  const follows = await listFollowsForUser(userId);
  for (const follow of follows) {
    await subscriptions.removeForUser(follow.matchId, userId);
    await removeFollow(userId, follow.matchId);
  }

  for (const kind of ['device', 'push_to_start'] as const) {
    const tokens = await pushTokens.listForUser(userId, kind);
    for (const token of tokens) {
      await pushTokens.remove(userId, token.token);
    }
  }
};
