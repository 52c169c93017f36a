import type { LiveActivityDisplayState, Match, ScoreEvent } from '../types';
import { logger } from '../logger';
import { clockLabels, eventLines, footnotes, phaseLabels, titles } from './buildDisplayState.messages';

export const MATCH_SCHEMA_VERSION = 3;

type Sentiment = LiveActivityDisplayState['sentiment'];

const LIVE_PHASES = new Set<Match['phase']>(['first_half', 'half_time', 'second_half', 'extra_time']);

export interface DisplayContext {
  match: Match;
  lastEvent: ScoreEvent | null;
  minute: number | null;
  perspectiveTeamId: string | null;
  activeSinBins: number;
  triesByTeam: Record<string, number>;
}

export function isLiveStatus(phase: Match['phase']): boolean {
  return LIVE_PHASES.has(phase);
}

export function isCompletedStatus(phase: Match['phase']): boolean {
  return phase === 'full_time' || phase === 'abandoned';
}

export function formatScoreDisplay(home: number, away: number): string {
  return `${home}–${away}`;
}

export function formatClockDisplay(match: Pick<Match, 'phase'>, minute: number | null): string {
  switch (match.phase) {
    case 'half_time':
      return clockLabels.halfTime;
    case 'full_time':
      return clockLabels.fullTime;
    case 'pre':
    case 'abandoned':
      return phaseLabels[match.phase];
    default:
      return minute === null ? phaseLabels[match.phase] : clockLabels.minute(minute);
  }
}

function teamName(match: Match, teamId: string): string {
  return teamId === match.homeTeam.teamId ? match.homeTeam.shortName : match.awayTeam.shortName;
}

function describeEvent(match: Match, event: ScoreEvent): string | null {
  const team = teamName(match, event.teamId);
  const player = event.playerName ?? team;
  switch (event.type) {
    case 'try':
      return eventLines.try(player, team);
    case 'conversion':
      return eventLines.conversion(player);
    case 'penalty':
      return eventLines.penalty(player, team);
    case 'drop_goal':
      return eventLines.dropGoal(player);
    case 'penalty_try':
      return eventLines.penaltyTry(team);
    case 'yellow_card':
      return eventLines.yellowCard(player);
    case 'red_card':
      return eventLines.redCard(player);
    case 'tmo_review':
      return eventLines.tmo(team);
    case 'scrum':
      return `${team} win a scrum against the head`;
    case 'lineout':
      return null;
    default:
      throw new Error(`Unhandled score event type: ${String(event.type)}`);
  }
}

function sentimentFor(match: Match, perspectiveTeamId: string | null): Sentiment {
  const margin = Math.abs(match.homeScore - match.awayScore);
  if (margin <= 7) return 'tight';
  if (!perspectiveTeamId) return 'neutral';
  const leaderId = match.homeScore > match.awayScore ? match.homeTeam.teamId : match.awayTeam.teamId;
  return leaderId === perspectiveTeamId ? 'dominant' : 'comeback';
}

function footnoteFor(ctx: DisplayContext): string | null {
  const { match } = ctx;
  if (match.phase === 'half_time') {
    return footnotes.halfTimeBreak;
  }
  if (match.phase === 'abandoned') {
    return footnotes.abandoned;
  }
  const bonusTeam = Object.entries(ctx.triesByTeam).find(([, tries]) => tries >= 4)?.[0];
  return bonusTeam ? footnotes.bonusPoint(teamName(match, bonusTeam)) : null;
}

export function buildDisplayState(ctx: DisplayContext): LiveActivityDisplayState {
  const { match, lastEvent, minute } = ctx;
  const scoreText = formatScoreDisplay(match.homeScore, match.awayScore);
  const clockText = formatClockDisplay(match, minute);

  logger.debug('Building display state', { matchId: match.matchId, phase: match.phase });

  return {
    compact: {
      homeCode: match.homeTeam.code,
      awayCode: match.awayTeam.code,
      scoreText,
      clockText,
    },
    expanded: {
      title: titles.fixture(match.homeTeam.shortName, match.awayTeam.shortName),
      homeName: match.homeTeam.shortName,
      awayName: match.awayTeam.shortName,
      homeScoreText: String(match.homeScore),
      awayScoreText: String(match.awayScore),
      clockText,
      phaseLabel: phaseLabels[match.phase],
      lastEventText: lastEvent ? describeEvent(match, lastEvent) : null,
      sinBinText: ctx.activeSinBins > 0 ? footnotes.sinBin(ctx.activeSinBins) : null,
      footnote: footnoteFor(ctx),
    },
    sentiment: sentimentFor(match, ctx.perspectiveTeamId),
    isLive: isLiveStatus(match.phase),
  };
}
