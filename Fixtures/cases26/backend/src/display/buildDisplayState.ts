import type { Match, MatchDisplayState } from '../schemas/match.schema.js';
import { displayMessages as m } from './display.messages.js';
import { isCompletedStatus, isLiveStatus, minutesLeftInHalf } from './matchDisplay.js';
import { logger } from '../lib/logger.js';

export interface DisplayInput {
  match: Match;
  elapsedInHalfSeconds: number;
  homeOnMat: number;
  awayOnMat: number;
  raidClockEndsAt: Date | null;
  delayReason: 'mat' | 'power' | null;
  lastEvent: { kind: 'do_or_die' | 'all_out' | 'super_ten' | 'timeout' | 'raid'; team: string; player?: string; points?: number } | null;
  kickoffText: string;
}

function statusText(input: DisplayInput): string {
  const { match } = input;
  switch (match.status) {
    case 'pre':
      return m.preMatch(input.kickoffText);
    case 'half_time':
      return m.halfTime;
    case 'delayed':
      return input.delayReason === 'power' ? m.delayedPower : m.delayedMat;
    case 'tie_breaker':
      return m.tieBreaker;
    case 'completed':
      return resultText(match);
    case 'abandoned':
      return m.abandoned;
    default:
      return m.halfWithClock(match.half as 1 | 2, minutesLeftInHalf(input.elapsedInHalfSeconds));
  }
}

function resultText(match: Match): string {
  if (match.homePoints === match.awayPoints) return m.tied;
  const homeWon = match.homePoints > match.awayPoints;
  const margin = Math.abs(match.homePoints - match.awayPoints);
  return m.wonBy(homeWon ? match.homeTeam.shortName : match.awayTeam.shortName, margin);
}

function liveNote(input: DisplayInput): string | null {
  const event = input.lastEvent;
  if (!event) return null;
  switch (event.kind) {
    case 'do_or_die':
      return m.doOrDieNote(event.team);
    case 'all_out':
      return m.allOutNote(event.team);
    case 'super_ten':
      return m.superTenNote(event.player ?? event.team, event.points ?? 10);
    case 'timeout':
      return `Strategic timeout called by ${event.team}`;
    default:
      return null;
  }
}

export function buildDisplayState(input: DisplayInput): MatchDisplayState {
  const { match } = input;
  if (input.homeOnMat < 0 || input.awayOnMat < 0) {
    logger.warn('negative players on mat from feed', { matchId: match.matchId });
  }
  const live = isLiveStatus(match.status);
  return {
    title: `${match.homeTeam.name} vs ${match.awayTeam.name}`,
    subtitle: match.competition,
    scoreText: m.scoreLine(match.homePoints, match.awayPoints),
    halfText: match.status === 'half_time' ? 'Half time' : m.halfLabel(match.half as 1 | 2),
    statusText: statusText(input),
    statusLabel: live ? m.liveBadge : isCompletedStatus(match.status) ? m.fullTime : 'Upcoming',
    raidClockText: input.raidClockEndsAt ? m.raidClock(Math.max(0, Math.round((input.raidClockEndsAt.getTime() - Date.now()) / 1000))) : null,
    liveNote: liveNote(input),
    sentiment: Math.abs(match.homePoints - match.awayPoints) <= 3 && live ? 'tense' : 'neutral',
    playersOnMatText: m.playersOnMat(match.homeTeam.shortName, input.homeOnMat, match.awayTeam.shortName, input.awayOnMat),
    isLive: live,
    isCompleted: isCompletedStatus(match.status),
    raidClockEndsAt: input.raidClockEndsAt ? input.raidClockEndsAt.toISOString() : null,
  };
}

export function emptyStateMessage(): string {
  return 'Nothing live right now. Check back at 7:30 pm for the first raid.';
}

export function assertDisplayable(match: Match): void {
  if (!match.homeTeam || !match.awayTeam) {
    throw new Error(`match ${match.matchId} has no teams; cannot build display state`);
  }
}
