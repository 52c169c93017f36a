import type { LiveActivityContentState } from '../schemas';
import { config } from '../config';
import { sendToApns } from './apnsClient';
import { notificationMessages } from '../messages/notifications.messages';

export async function pushToStart(token: string, raceId: string, gp: string, state: LiveActivityContentState) {
  const payload = {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: 'start',
      'content-state': state,
      'attributes-type': 'RaceActivityAttributes',
      attributes: { raceId, grandPrixName: gp, circuitFlag: '', followedDriverCode: null },
      alert: {
        title: notificationMessages.raceStart.title,
        body: notificationMessages.raceStart.body(gp),
      },
    },
  };
  return sendToApns(
    token,
    {
      'apns-push-type': 'liveactivity',
      'apns-topic': config.bundleId,
      'apns-priority': '10',
    },
    payload,
  );
}
