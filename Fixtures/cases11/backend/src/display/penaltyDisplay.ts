import { raceMessages } from '../messages/race.messages';
import { logger } from '../util/logger';

export function penaltyHeadline(driver: string, seconds: number, offence: string): string {
  if (seconds <= 0) {
    logger.warn(`Penalty for ${driver} has no time component: ${offence}`);
    return `${driver} under investigation`;
  }
  return raceMessages.penalty(driver, seconds, offence);
}

export function penaltyDetail(offence: string, lap: number): string {
  return `Lap ${lap}: ${offence}`;
}

export function assertKnownOffence(offence: string): void {
  if (!offence) {
    throw new Error('Penalty without offence text from timing feed');
  }
}
