import { log } from '../lib/logger.js';
import type { Match } from '../schemas/match.schema.js';
import { alerts } from './notifications.messages.js';

export type Alert = { title: string; body: string; timeSensitive: boolean };

export function alertForTransition(prev: Match, next: Match): Alert | null {
  if (prev.phase === 'pre' && next.phase === 'live') {
    return { ...alerts.matchStarting(next.home.shortName, next.away.shortName), timeSensitive: true };
  }
  if (next.phase === 'timeout' && prev.phase !== 'timeout') {
    const caller = next.serverPlayerId === next.home.playerId ? next.away.shortName : next.home.shortName;
    return { ...alerts.timeout(caller), timeSensitive: false };
  }
  if (next.phase === 'delayed' && prev.phase !== 'delayed') {
    const reason = next.delayReason === 'lighting' ? 'Lighting failure in the hall' : 'The table needs replacing';
    return { ...alerts.delayed(reason), timeSensitive: false };
  }
  if (next.phase === 'completed' && prev.phase !== 'completed') {
    log.info('match completed', { matchId: next.matchId });
    return {
      title: `${next.home.shortName} v ${next.away.shortName}`,
      body: 'Match finished — tap for the full scorecard',
      timeSensitive: true,
    };
  }
  return null;
}

export function quietHoursAlert(): Alert {
  return { title: 'Quiet hours on', body: 'We will hold alerts until the morning!', timeSensitive: false };
}

export const ALERT_CATEGORY = 'EDGEBALL_MATCH_ALERT';
