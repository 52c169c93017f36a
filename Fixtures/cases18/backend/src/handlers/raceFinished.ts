import type { EventBridgeHandler } from 'aws-lambda';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { sendToApns, BUNDLE_ID } from '../push/apnsClient.js';
import { toApnsContentState } from '../push/contentState.js';
import { extendFollowsAfterFinish } from '../stores/raceFollowStore.js';
import { listSubscriptionsForRace, removeAllSubscriptionsForRace } from '../stores/activitySubscriptionStore.js';
import { getRace } from '../stores/raceStore.js';
import { getTiming } from '../stores/timingStore.js';

const DISMISS_AFTER_SECONDS = 20 * 60;

/** Chequered flag: send the final classification and let it sit on the Lock Screen for 20 minutes. */
export const handler: EventBridgeHandler<'RaceFinished', { raceId: string; finishedAt: number }, void> = async (event) => {
  const { raceId, finishedAt } = event.detail;
  const race = await getRace(raceId);
  const snapshot = await getTiming(raceId);
  if (!race || !snapshot) return;

  const now = Math.floor(Date.now() / 1000);
  for (const sub of await listSubscriptionsForRace(raceId)) {
    const finalState = buildDisplayState(race, snapshot, sub.driverId ?? snapshot.drivers[0].driverId);
    await sendToApns(
      sub.pushToken,
      {
        'apns-push-type': 'liveactivity',
        'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
        'apns-priority': '10',
      },
      {
        aps: {
          timestamp: now,
          event: 'end',
          'dismissal-date': now + DISMISS_AFTER_SECONDS,
          'content-state': toApnsContentState(finalState, { carNumber: sub.driverId ?? '' }),
        },
      },
    );
  }
  await removeAllSubscriptionsForRace(raceId);
  await extendFollowsAfterFinish(raceId, finishedAt);
};
