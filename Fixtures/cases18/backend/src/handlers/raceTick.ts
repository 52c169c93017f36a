import type { ScheduledHandler } from 'aws-lambda';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { log } from '../lib/logger.js';
import { sendUpdate } from '../push/liveActivityPush.js';
import { listSubscriptionsForRace, removeAllStaleTokens } from '../stores/activitySubscriptionStore.js';
import { recordDelivery } from '../stores/pushLogStore.js';
import { getRace, listLiveRaceIds } from '../stores/raceStore.js';
import { getTiming } from '../stores/timingStore.js';

/** Runs every 10 seconds per live race from the timing-feed poller. */
export const handler: ScheduledHandler = async () => {
  for (const raceId of await listLiveRaceIds()) {
    const race = await getRace(raceId);
    const snapshot = await getTiming(raceId);
    if (!race || !snapshot) continue;

    const subs = await listSubscriptionsForRace(raceId);
    const results = await Promise.all(
      subs.map(async (sub) => {
        const state = buildDisplayState(race, snapshot, sub.driverId ?? snapshot.drivers[0].driverId);
        const res = await sendUpdate(sub.pushToken, state, { timeSensitive: true, carNumber: sub.driverId ?? '' });
        return { token: sub.pushToken, status: res.status };
      }),
    );

    const gone = results.filter((r) => r.status === 410).map((r) => r.token);
    await removeAllStaleTokens(raceId, gone);

    const delivered = results.filter((r) => r.status === 200).map((r) => r.token);
    await Promise.all(delivered.map((token) => recordDelivery(raceId, token)));
    log.info('race tick pushed', { raceId, sent: results.length, gone: gone.length });
  }
};
