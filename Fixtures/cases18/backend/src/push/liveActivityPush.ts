import type { LiveActivityContentState } from '../schemas/liveActivity.js';
import type { StoredRace } from '../stores/raceStore.js';
import { BUNDLE_ID, sendToApns, type ApnsResult } from './apnsClient.js';
import { toApnsContentState } from './contentState.js';
import { listDevicesForUser } from '../stores/deviceLookup.js';
import { initialStateFor } from '../display/buildDisplayState.js';

type Priority = 5 | 10;

function liveActivityHeaders(priority: Priority): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
    'apns-priority': String(priority),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function sendUpdate(
  pushToken: string,
  state: LiveActivityContentState,
  opts: { timeSensitive: boolean; carNumber: string; relevance?: number },
): Promise<ApnsResult> {
  const priority: Priority = opts.timeSensitive ? 10 : 5;
  return sendToApns(pushToken, liveActivityHeaders(priority), {
    aps: {
      timestamp: nowSeconds(),
      event: 'update',
      'content-state': toApnsContentState(state, { carNumber: opts.carNumber }),
      'relevance-score': opts.relevance ?? 50,
    },
  });
}

export async function sendActivityEnd(pushToken: string, finalState: LiveActivityContentState): Promise<ApnsResult> {
  return sendToApns(pushToken, liveActivityHeaders(10), {
    aps: {
      timestamp: nowSeconds(),
      event: 'end',
      'content-state': finalState,
    },
  });
}

export async function bumpRelevance(pushToken: string, state: LiveActivityContentState, score: number): Promise<ApnsResult> {
  return sendToApns(pushToken, liveActivityHeaders(5), { aps: { event: 'update', 'content-state': state, 'relevance-score': score } });
}

export async function sendPushToStart(userId: string, race: StoredRace, driverId: string | null): Promise<void> {
  const devices = await listDevicesForUser(userId);
  for (const device of devices) {
    if (!device.pushToStartToken) continue;
    await sendToApns(
      device.pushToStartToken,
      {
        'apns-push-type': 'liveactivity',
        'apns-topic': BUNDLE_ID,
        'apns-priority': '10',
      },
      {
        aps: {
          timestamp: nowSeconds(),
          event: 'start',
          'attributes-type': 'RaceActivityAttributes',
          attributes: { raceId: race.raceId, driverId: driverId ?? '', seriesCode: race.seriesCode, countryCode: race.countryCode, raceName: race.name },
          'content-state': toApnsContentState(await initialStateFor(race, driverId), { carNumber: driverId ?? '' }),
          alert: { title: race.name, body: 'Live Activity started' },
        },
      },
    );
  }
}
