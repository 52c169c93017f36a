import type { MatchDisplayState } from '../schemas/displayState.js';
import type { LiveActivityDisplayState } from '../schemas/liveActivity.js';
import type { Match, TeamScore } from '../schemas/match.js';
import { logger } from '../lib/logger.js';
import { displayMessages, phaseLabels } from './display.messages.js';
import { formatClock, formatScore, formatTotal, totalPoints } from './scoreFormat.js';

export const MATCH_SCHEMA_VERSION = 7;

const LIVE_PHASES = new Set(['first_half', 'half_time', 'second_half', 'extra_time', 'penalties']);

export function isLiveStatus(match: Match): boolean {
  return LIVE_PHASES.has(match.phase);
}

function sentimentFor(match: Match): MatchDisplayState['sentiment'] {
  const margin = Math.abs(totalPoints(match.home) - totalPoints(match.away));
  if (margin <= 3) return 'tight';
  if (margin >= 10) return 'runaway';
  return 'neutral';
}

function leaderNote(match: Match): string | null {
  const home = totalPoints(match.home);
  const away = totalPoints(match.away);
  if (home === away) {
    return match.phase === 'completed' ? displayMessages.draw() : displayMessages.level();
  }
  const leader: TeamScore = home > away ? match.home : match.away;
  const margin = Math.abs(home - away);
  if (match.phase === 'completed') {
    return displayMessages.winBy(leader.name, margin);
  }
  return `${leader.name} lead by ${margin}`;
}

function statusText(match: Match): string {
  if (match.phase === 'postponed') {
    return match.postponementReason ?? 'Match postponed, new date to follow';
  }
  if (match.phase === 'pre') {
    return phaseLabels.pre;
  }
  return phaseLabels[match.phase];
}

export function buildMatchDisplayState(match: Match, competitionName: string): MatchDisplayState {
  const isLive = isLiveStatus(match);
  if (!competitionName) {
    logger.warn('missing competition name', { matchId: match.matchId });
  }
  return {
    phase: match.phase,
    title: `${competitionName} ${match.round}`,
    status: statusText(match),
    homeScore: formatScore(match.home),
    awayScore: formatScore(match.away),
    homeTotal: formatTotal(match.home),
    awayTotal: formatTotal(match.away),
    clock: formatClock(match.minute, match.halfLengthMinutes, match.stoppageMinutes),
    venue: match.venue,
    note: leaderNote(match),
    isLive,
    isFollowable: match.phase !== 'completed' && match.phase !== 'postponed',
    sentiment: sentimentFor(match),
  };
}

export function buildLiveActivityState(
  match: Match,
  lastEvent: string | null,
  sinBin: { player: string; minutesLeft: number; endsAt: string } | null,
  cardCount: number,
): LiveActivityDisplayState {
  const display = buildMatchDisplayState(match, '');
  const homeAbbr = match.home.abbreviation;
  const awayAbbr = match.away.abbreviation;
  return {
    phase: match.phase,
    homeScoreText: display.homeScore,
    awayScoreText: display.awayScore,
    homeTotalText: String(totalPoints(match.home)),
    awayTotalText: String(totalPoints(match.away)),
    clockText: display.clock,
    phaseText: display.status,
    lastEventText: lastEvent,
    sinBinText: sinBin ? displayMessages.sinBin(sinBin.player, sinBin.minutesLeft) : null,
    sinBinEndsAt: sinBin?.endsAt ?? null,
    sentiment: display.sentiment,
    compact: {
      leadingText: `${homeAbbr} ${display.homeScore}`,
      trailingText: `${display.awayScore} ${awayAbbr}`,
      minimalText: match.phase === 'completed' ? 'FT' : display.clock,
    },
    expanded: {
      titleText: `${match.home.name} v ${match.away.name}`,
      scoreFlowText: display.note ?? '',
      cardsText: cardCount > 0 ? displayMessages.cardsSummary(cardCount) : null,
      footerText: match.venue,
    },
    relevanceText: isLiveStatus(match) ? 'live' : 'idle',
  };
}
