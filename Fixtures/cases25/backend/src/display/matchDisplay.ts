import type { Match, MatchPhase } from '../schemas/match.js';
import { displayMessages as m } from './display.messages.js';

const LIVE_PHASES: MatchPhase[] = ['first_half', 'second_half', 'extra_time', 'shootout'];

export function isLiveStatus(phase: MatchPhase): boolean {
  return LIVE_PHASES.includes(phase);
}

export function isCompletedStatus(phase: MatchPhase): boolean {
  return phase === 'completed' || phase === 'abandoned';
}

export function formatScoreDisplay(home: number, away: number): string {
  return m.scoreline(home, away);
}

export function formatClock(seconds: number): string {
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${mm}:${ss.toString().padStart(2, '0')}`;
}

export function halfLabel(phase: MatchPhase): string {
  switch (phase) {
    case 'first_half':
      return m.phase.firstHalf;
    case 'second_half':
      return m.phase.secondHalf;
    case 'half_time':
      return m.phase.halfTime;
    case 'extra_time':
      return m.phase.extraTime;
    case 'shootout':
      return m.phase.shootout;
    case 'completed':
      return m.phase.completed;
    case 'delayed':
      return 'Delayed';
    default:
      return m.phase.pre;
  }
}

export function getLiveNote(match: Match, leader: string | null, margin: number): string {
  if (match.displayState.phase === 'delayed') {
    return match.displayState.venueNote ?? m.delayed.generic;
  }
  if (!leader) return m.level;
  if (margin >= 8) return `${leader} cruising, ${margin} clear`;
  return m.margin(leader, margin);
}
