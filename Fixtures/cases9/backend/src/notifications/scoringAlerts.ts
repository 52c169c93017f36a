import { alertCopy } from './scoringAlerts.messages.js';
import { fillTemplate } from '../display/roundDisplay.js';
import { sendAlertPush, type AlertPush } from '../push/apnsClient.js';
import { listDeviceTokens } from '../stores/deviceStore.js';
import { logger } from '../logger.js';

export interface TeeTimeReminder {
  userId: string;
  playerName: string;
  partners: string[];
  tee: 1 | 10;
}

const teeLabel = (tee: 1 | 10) => (tee === 1 ? 'first' : 'tenth');

export async function sendTeeTimeReminder(reminder: TeeTimeReminder): Promise<void> {
  // Get all devices for this user
  const devices = await listDeviceTokens(reminder.userId);
  if (devices.length === 0) {
    logger.debug('tee time reminder skipped, no devices', { userId: reminder.userId });
    return;
  }

  const push: AlertPush = {
    title: fillTemplate(alertCopy.teeTimeReminderTitle, { player: reminder.playerName }),
    body: fillTemplate(alertCopy.teeTimeReminderBody, {
      partners: reminder.partners.join(' and '),
      tee: teeLabel(reminder.tee),
    }),
    category: 'TEE_TIME',
  };

  for (const device of devices) {
    await sendAlertPush(device.token, push);
  }
}

export async function sendRoundStartedAlert(userId: string, playerName: string): Promise<void> {
  const devices = await listDeviceTokens(userId);
  const push: AlertPush = {
    title: fillTemplate(alertCopy.roundStartedTitle, { player: playerName }),
    body: `${playerName} has started the round. Follow along live!`,
    category: 'ROUND_START',
  };
  await Promise.all(devices.map((d) => sendAlertPush(d.token, push)));
}

export function withdrawalAlert(playerName: string): AlertPush {
  if (!playerName) {
    throw new Error('withdrawalAlert: playerName is required');
  }
  return {
    title: 'Withdrawal',
    body: fillTemplate('{player} has withdrawn', { player: playerName }),
    category: 'WITHDRAWAL',
  };
}
