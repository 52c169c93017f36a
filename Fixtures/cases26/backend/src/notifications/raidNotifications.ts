import { raidMessages } from './raid.messages.js';
import type { NotificationCopy } from './raid.messages.js';
import { sendAlert } from '../push/apnsClient.js';
import { devicesForUser } from '../stores/deviceStore.js';
import { logger } from '../lib/logger.js';

export type RaidEventInput = {
  kind: 'super_raid' | 'super_tackle' | 'do_or_die_success' | 'do_or_die_failed' | 'all_out' | 'bonus' | 'line_cross';
  raider: string;
  team: string;
  opponent: string;
  points: number;
};

export function copyForRaid(event: RaidEventInput): NotificationCopy | null {
  switch (event.kind) {
    case 'super_raid':
      return raidMessages.superRaid(event.raider, event.team, event.points);
    case 'super_tackle':
      return raidMessages.superTackle(event.team, event.raider);
    case 'do_or_die_success':
      return raidMessages.doOrDieSuccess(event.raider, event.team);
    case 'do_or_die_failed':
      return raidMessages.doOrDieFailed(event.raider, event.team);
    case 'all_out':
      return raidMessages.allOut(event.team, event.opponent);
    case 'bonus':
      return { title: 'Bonus', body: `${event.raider} picks up a bonus point` };
    case 'line_cross':
      return raidMessages.lineCross(event.raider);
    default:
      return null;
  }
}

export async function notifyFollowers(userIds: string[], event: RaidEventInput): Promise<void> {
  const copy = copyForRaid(event);
  if (!copy) {
    logger.debug('no notification for raid kind', { kind: event.kind });
    return;
  }
  for (const userId of userIds) {
    const devices = await devicesForUser(userId);
    for (const device of devices) {
      await sendAlert(device.deviceToken, copy);
    }
  }
}

export function pointsSummary(event: RaidEventInput): string {
  return `${event.raider} - ${event.points} points`;
}

export function explosiveRaidCopy(raider: string): NotificationCopy {
  return { title: 'What a raid', body: `${raider} with a sensational, UNSTOPPABLE raid!!` };
}
