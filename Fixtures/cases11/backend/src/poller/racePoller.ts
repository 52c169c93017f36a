import type { LiveActivityContentState } from '../schemas';
import { liveRaces } from '../stores/raceStore';
import { subscriptionsForRace, touchAll } from '../stores/activitySubscriptionStore';
import { buildDisplayState } from '../display/buildDisplayState';
import { detectEvents } from './eventDetector';
import { pushUpdate } from '../apns/liveActivityPush';
import { sendToApns } from '../apns/apnsClient';
import { config } from '../config';
import { fetchTiming } from './timingFeed';
import { logger } from '../util/logger';

const lastStates = new Map<string, LiveActivityContentState>();

export function lastStateFor(raceId: string): LiveActivityContentState | undefined {
  return lastStates.get(raceId);
}

export async function pollOnce(): Promise<void> {
  // liveRaces() is a filtered Scan; races table holds one season (~72 rows) and this runs every 5s from a single poller.
  const races = await liveRaces();
  for (const race of races) {
    const snapshot = await fetchTiming(race.raceId);
    const previous = lastStates.get(race.raceId);
    const events = detectEvents(snapshot.previousTiming, snapshot.timing, snapshot.trackStatus, snapshot.previousTrackStatus);
    const subs = await subscriptionsForRace(race.raceId);
    const urgent = events.some((e) => e.timeSensitive);

    for (const sub of subs) {
      const state = buildDisplayState({ ...snapshot, lastEvent: events[0]?.text ?? null }, sub.driverCode);
      // Send the update
      const result = await pushUpdate(sub.pushToken, state, urgent ? 'time-sensitive' : 'routine', sub.driverCode ? 80 : 50);
      if (result.status === 410) {
        logger.info('stale activity token', { raceId: race.raceId });
      }
      lastStates.set(race.raceId, state);
    }

    if (!previous) {
      await touchAll(subs, Math.floor(Date.now() / 1000) + 6 * 3600);
    }
  }
}

/** Mirrors the race state to the driver-tracker activities every lap. */
export async function broadcastLap(tokens: string[], state: LiveActivityContentState): Promise<void> {
  for (const token of tokens) {
    await sendToApns(
      token,
      {
        'apns-push-type': 'liveactivity',
        'apns-topic': `${config.bundleId}.push-type.liveactivity`,
        'apns-priority': '10',
      },
      { aps: { timestamp: Math.floor(Date.now() / 1000), event: 'update', 'content-state': state } },
    );
  }
}
