import { removeSubscriptionsForUser, subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { unfollowMatch } from '../stores/matchFollowStore.js';
import { getMatch } from '../stores/matchStore.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { postToApns } from '../push/apnsClient.js';
import { liveActivityHeaders, endPayload } from '../push/liveActivityPayload.js';

export async function handleUnfollow(userId: string, matchId: string): Promise<void> {
  const match = await getMatch(matchId);
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  if (match) {
    const display = buildDisplayState(match, [], new Date());
    for (const s of subs) {
      await postToApns(s.token, liveActivityHeaders(), endPayload(display, Number.MAX_SAFE_INTEGER));
    }
  }
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
}
