import type { Match, MatchEvent, MatchPhase } from '../schemas/match.schema.js';
import { displayMessages as m } from './display.messages.js';

const LIVE_PHASES: ReadonlySet<MatchPhase> = new Set(['live', 'quarter_break', 'half_time', 'shootout', 'delayed']);

export function isLiveStatus(phase: MatchPhase): boolean {
  return LIVE_PHASES.has(phase);
}

export function isCompletedStatus(phase: MatchPhase): boolean {
  return phase === 'completed' || phase === 'abandoned';
}

export function formatScoreDisplay(match: Match): string {
  return `${match.homeGoals}–${match.awayGoals}`;
}

export function formatPeriodClock(seconds: number): string {
  const mins = Math.floor(seconds / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return `${mins}:${secs}`;
}

export function getLiveNote(match: Match, events: MatchEvent[]): string | null {
  const last = events.at(-1);
  if (!last || !isLiveStatus(match.phase)) return null;
  const team = last.teamId === match.homeTeam.id ? match.awayTeam.name : match.homeTeam.name;
  if (last.kind === 'exclusion') return m.situation.manUp(team);
  if (last.kind === 'penalty') return m.situation.penalty(team);
  if (match.homeGoals === match.awayGoals) return m.lead.level;
  return 'Tied going into the last quarter';
}
