import { LIVE_ACTIVITY_TOPIC, sendRaw } from './apnsClient.js';
import { listDeviceTokens } from '../stores/deviceStore.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { loadDisplayInputs } from '../display/finalState.js';

export async function sendPushToStart(userId: string, tournamentId: string, playerId: string | null): Promise<void> {
  const devices = await listDeviceTokens(userId);
  const inputs = await loadDisplayInputs(tournamentId, playerId);
  const state = buildDisplayState(inputs);
  for (const device of devices) {
    await sendRaw(
      device.token,
      { 'apns-push-type': 'liveactivity', 'apns-topic': LIVE_ACTIVITY_TOPIC, 'apns-priority': '10' },
      {
        aps: {
          timestamp: Math.floor(Date.now() / 1000),
          event: 'start',
          'content-state': state,
          'attributes-type': 'RoundActivityAttributes',
          attributes: { tournamentId, playerId },
        },
      },
    );
  }
}
