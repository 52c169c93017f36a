import { penaltyMessages } from './penaltyAlerts.messages.js';
import { logger } from '../lib/logger.js';
import type { FeedEvent } from '../types/game.js';
import type { AlertCopy } from './goalAlerts.js';

export function penaltyAlertCopy(event: FeedEvent, teamName: string, durationSeconds: number, releasable: boolean): AlertCopy {
  const player = event.playerName ?? teamName;
  const infraction = 'Slashing';
  if (!releasable) {
    return {
      title: penaltyMessages.title(teamName),
      body: penaltyMessages.nonReleasable(player, infraction, Math.round(durationSeconds / 60)),
    };
  }
  return { title: penaltyMessages.title(teamName), body: penaltyMessages.body(player, infraction, durationSeconds) };
}

export function releaseCopy(teamName: string): AlertCopy {
  // Even strength again: nobody left in the box for either side.
  return { title: `${teamName} back to full strength`, body: 'Penalty expired, six on six' };
}

export function crossCheckCopy(player: string): AlertCopy {
  const body = `${player} sits for cross-checking | 30 seconds`;
  return { title: 'Penalty', body };
}

export function logPenalty(event: FeedEvent): void {
  logger.warn({ feedId: event.feedId }, 'penalty without player name, falling back to team');
}
