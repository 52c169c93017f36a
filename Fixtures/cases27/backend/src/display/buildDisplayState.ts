import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema.js';
import type { Match, MatchEvent } from '../schemas/match.schema.js';
import { displayMessages as m } from './display.messages.js';
import { formatPeriodClock, formatScoreDisplay, getLiveNote, isCompletedStatus } from './matchDisplay.js';
import { logger } from '../lib/logger.js';

export function buildDisplayState(match: Match, events: MatchEvent[], now: Date): LiveActivityDisplayState {
  const last = events.at(-1);
  const scoreText = formatScoreDisplay(match);
  const periodText = periodTextFor(match);
  logger.debug('building display state', { matchId: match.matchId, events: events.length });

  return {
    compact: {
      homeCode: match.homeTeam.shortName,
      awayCode: match.awayTeam.shortName,
      homeFlag: match.homeTeam.flagEmoji,
      awayFlag: match.awayTeam.flagEmoji,
      scoreText,
      periodText,
      minimalText: `${match.homeGoals}–${match.awayGoals}`,
    },
    expanded: {
      titleText: m.title(match.competitionName, match.roundName),
      homeName: match.homeTeam.name,
      awayName: match.awayTeam.name,
      homeScoreText: String(match.homeGoals),
      awayScoreText: String(match.awayGoals),
      periodText,
      shotClockText: match.shotClockSeconds == null ? null : String(match.shotClockSeconds),
      situationText: getLiveNote(match, events),
      lastEventText: last ? describeEvent(last, match) : undefined,
      footerText: isCompletedStatus(match.phase) ? 'Final result' : m.footer.updated(now.toISOString().slice(11, 16)),
      homeExclusionDots: personalFouls(events, match.homeTeam.id),
      awayExclusionDots: personalFouls(events, match.awayTeam.id),
    },
    phase: match.phase,
    sentiment: Math.abs(match.homeGoals - match.awayGoals) >= 4 ? 'dominant' : 'neutral',
    updatedAt: now.toISOString(),
  };
}

function periodTextFor(match: Match): string {
  switch (match.phase) {
    case 'pre':
      return m.status.pre(match.startTime.slice(11, 16));
    case 'quarter_break':
      return m.status.quarterBreak(match.quarter);
    case 'half_time':
      return m.status.halfTime;
    case 'shootout':
      return 'Penalties';
    case 'delayed':
      return match.delayReason === 'lightning' ? m.status.delayedLightning : `Delayed (${match.delayReason})`;
    case 'completed':
      return m.status.completed;
    case 'abandoned':
      return m.status.abandoned;
    default:
      return m.status.liveClock(match.quarter, formatPeriodClock(match.periodClockSeconds));
  }
}

function describeEvent(event: MatchEvent, match: Match): string {
  const team = event.teamId === match.homeTeam.id ? match.homeTeam.name : match.awayTeam.name;
  switch (event.kind) {
    case 'goal':
      return m.events.goal(`Cap ${event.capNumber}`, formatScoreDisplay(match));
    case 'exclusion':
      return m.events.exclusion(team);
    case 'exclusion_for_game':
      return m.events.exclusionForGame(team);
    case 'timeout':
      return m.events.timeout(team);
    case 'save':
      return `Save by the ${team} goalkeeper`;
    default:
      return m.events.swimOff(team);
  }
}

function personalFouls(events: MatchEvent[], teamId: string): number {
  return Math.min(3, events.filter((e) => e.teamId === teamId && e.kind === 'exclusion').length);
}
