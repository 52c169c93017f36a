import type { Match } from '../schemas/match.js';
import { matchStatusMessages as msg } from './matchStatus.messages.js';
import type { Alert } from './goalAlerts.js';

export function throwOffAlert(match: Match): Alert {
  return {
    title: msg.throwOff.title(match.homeTeam.shortName, match.awayTeam.shortName),
    body: msg.throwOff.body,
    timeSensitive: false,
  };
}

export function delayAlert(match: Match, reason: 'wet_court' | 'floodlights' | 'other'): Alert {
  if (reason === 'wet_court') return { ...msg.wetCourt, timeSensitive: false };
  if (reason === 'floodlights') return { ...msg.floodlights, timeSensitive: false };
  return {
    title: msg.delay.title,
    body: msg.delay.body('a problem at the venue'),
    timeSensitive: false,
  };
}

export function resultAlert(match: Match, winner: string | null, summary: string): Alert {
  if (!winner) {
    return { title: 'Draw', body: `${match.displayState.scoreline} — points shared`, timeSensitive: false };
  }
  return {
    title: msg.result.title(winner),
    body: msg.result.body(match.displayState.scoreline, summary),
    timeSensitive: false,
  };
}

export const STATUS_ALERT_KINDS = ['throw_off', 'half_time', 'delay', 'result'] as const;
