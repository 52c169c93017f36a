import type { SQSHandler } from 'aws-lambda';
import { log } from '../lib/logger.js';
import { listFollowsForUser, unfollowRace } from '../stores/raceFollowStore.js';
import { listSubscriptionsForUser, removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { endLiveActivitiesFor } from '../push/endActivities.js';

/** Sign-out on every device: the user stops following everything they follow. */
export const handler: SQSHandler = async (event) => {
  for (const record of event.Records) {
    const { userId } = JSON.parse(record.body) as { userId: string };
    const follows = await listFollowsForUser(userId);
    for (const follow of follows) {
      await unfollowRace(userId, follow.raceId);
      await removeSubscriptionsForUser(follow.raceId, userId);
    }
    log.info('signed-out follows cleared', { userId, count: follows.length });
  }
};

/** Mute a race from the Watch: ends the activity first, then tidies the stores. */
export async function muteRaceEverywhere(userId: string, raceId: string): Promise<void> {
  await endLiveActivitiesFor(raceId, userId);
  await removeSubscriptionsForUser(raceId, userId);
  await unfollowRace(userId, raceId);
}

/** GDPR export helper; only reads. */
export async function describeUserActivity(userId: string): Promise<{ follows: number; subscriptions: number }> {
  const [follows, subs] = await Promise.all([listFollowsForUser(userId), listSubscriptionsForUser(userId)]);
  return { follows: follows.length, subscriptions: subs.length };
}
