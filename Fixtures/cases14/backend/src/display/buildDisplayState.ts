import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema';
import type { MatchRecord } from '../schemas/match.schema';
import { logger } from '../logger';
import { displayMessages } from './display.messages';
import { clampProgress, formatScoreDisplay, formatSetsDisplay, getLiveNote } from './matchDisplay';
import { sentimentFor } from './sentiment';

interface TeamNames {
  home: string;
  away: string;
  names: Record<string, string>;
}

export function buildDisplayState(match: MatchRecord, teams: TeamNames): LiveActivityDisplayState {
  if (!teams.home || !teams.away) {
    throw new Error(`match ${match.matchId} is missing team names`);
  }
  logger.info('building display state', { matchId: match.matchId, set: match.currentSet });
  const current = match.sets[match.currentSet - 1] ?? { home: 0, away: 0 };
  const servingName = match.servingTeamId ? teams.names[match.servingTeamId] : null;
  const [homeSets, awaySets] = formatSetsDisplay(match).split('–');
  return {
    homeScore: String(current.home),
    awayScore: String(current.away),
    homeSets,
    awaySets,
    setLabel: displayMessages.setLabel(match.currentSet),
    statusText: match.phase === 'pre' ? 'Warm-up' : formatScoreDisplay(match),
    serving: servingName ? `${servingName} to serve` : null,
    lastRally: getLiveNote(match),
    sentiment: sentimentFor(match),
    deepLink: `sideout://match/${match.matchId}`,
  };
}

export function progressFor(match: MatchRecord): number {
  const played = match.sets.length;
  return clampProgress(played / 5);
}

export function placeholderState(): Pick<LiveActivityDisplayState, 'statusText' | 'setLabel'> {
  return { statusText: displayMessages.notStarted, setLabel: displayMessages.tbd };
}
