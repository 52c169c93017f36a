import type { ContentState } from '../schemas/liveActivity.js';
import type { Match, MatchDisplayState } from '../schemas/match.js';
import { logger } from '../lib/logger.js';
import { displayMessages as m } from './display.messages.js';
import { formatClock, formatScoreDisplay, getLiveNote, halfLabel, isLiveStatus } from './matchDisplay.js';
import { activeSuspensions, suspensionLabel, type ActiveSuspension } from './suspensions.js';

export interface MatchFacts {
  match: Match;
  gameSecond: number;
  homeTimeoutsUsed: number;
  awayTimeoutsUsed: number;
  suspensions: ActiveSuspension[];
  lastEvent: { kind: string; player?: string; team?: string } | null;
  halfTimeHome: number | null;
  halfTimeAway: number | null;
  delayReason: 'wet_court' | 'floodlights' | null;
}

export function buildDisplayState(facts: MatchFacts): MatchDisplayState {
  const { match } = facts;
  const { homeGoals, awayGoals, phase } = match.displayState;
  const diff = homeGoals - awayGoals;
  const leader = diff === 0 ? null : diff > 0 ? match.homeTeam.shortName : match.awayTeam.shortName;
  const active = activeSuspensions(facts.suspensions, facts.gameSecond);

  logger.debug('building display state', { matchId: match.matchId, phase });

  let venueNote: string | undefined;
  if (facts.delayReason === 'wet_court') venueNote = m.delayed.wetCourt;
  else if (facts.delayReason === 'floodlights') venueNote = m.delayed.floodlights;

  return {
    scoreline: formatScoreDisplay(homeGoals, awayGoals),
    halfLabel: halfLabel(phase),
    clockLabel: isLiveStatus(phase) ? formatClock(facts.gameSecond) : '–',
    statusLine: getLiveNote(match, leader, Math.abs(diff)),
    phase,
    sentiment: Math.abs(diff) <= 2 ? 'tight' : 'dominant',
    homeGoals,
    awayGoals,
    minute: Math.floor(facts.gameSecond / 60),
    halfTimeScore:
      facts.halfTimeHome === null || facts.halfTimeAway === null
        ? null
        : formatScoreDisplay(facts.halfTimeHome, facts.halfTimeAway),
    venueNote,
    timeoutsLabel: `${facts.homeTimeoutsUsed}/3 · ${facts.awayTimeoutsUsed}/3 timeouts`,
    suspensionExpiries: active.map((s) => new Date(s.endsAtEpoch * 1000).toISOString()),
  };
}

export function buildContentState(facts: MatchFacts, display: MatchDisplayState): ContentState {
  const active = activeSuspensions(facts.suspensions, facts.gameSecond);
  return {
    scoreline: display.scoreline,
    homeGoals: display.homeGoals,
    awayGoals: display.awayGoals,
    clockLabel: display.clockLabel,
    halfLabel: display.halfLabel,
    lastEventText: describeEvent(facts.lastEvent),
    suspensionLabel: suspensionLabel(active, facts.gameSecond),
    suspensionEndsAt: active.length ? Math.min(...active.map((s) => s.endsAtEpoch)) : null,
    sentiment: display.sentiment,
    phase: display.phase,
    deepLink: `sevenmetre://match/${facts.match.matchId}`,
  };
}

function describeEvent(event: MatchFacts['lastEvent']): string {
  if (!event) return m.placeholderStatus;
  switch (event.kind) {
    case 'seven_metre':
      return m.sevenMetre(event.player ?? '');
    case 'empty_net':
      return m.emptyNet(event.team ?? '');
    case 'timeout':
      return `Timeout called by ${event.team}`;
    case 'goal':
      return event.player + ' scores';
    default:
      logger.warn(`unknown event kind ${event.kind}`);
      return m.placeholderStatus;
  }
}
