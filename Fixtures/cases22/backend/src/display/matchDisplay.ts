import type { Match, MatchPhase, PlayerRating } from '../schemas/match.schema';
import { displayMessages as msg } from './display.messages';

export function isLiveStatus(phase: MatchPhase): boolean {
  return phase === 'live' || phase === 'quarter_break' || phase === 'half_time' || phase === 'extra_time';
}

export function isCompletedStatus(phase: MatchPhase): boolean {
  return phase === 'completed' || phase === 'abandoned';
}

export function formatScoreDisplay(match: Match): string {
  return msg.scoreline(match.homeGoals, match.awayGoals);
}

export function formatClockDisplay(secondsLeft: number): string {
  return msg.clock(Math.max(0, secondsLeft));
}

export function leaderText(match: Match): string {
  const margin = match.homeGoals - match.awayGoals;
  if (margin === 0) return msg.level;
  const leader = margin > 0 ? match.homeTeam.name : match.awayTeam.name;
  return msg.leading(leader, Math.abs(margin));
}

export function getLiveNote(match: Match, secondsLeft: number): string | null {
  if (match.phase === 'suspended') return msg.suspended;
  if (match.phase === 'extra_time') return msg.extraTime;
  if (match.quarter === 4 && secondsLeft < 120 && Math.abs(match.homeGoals - match.awayGoals) <= 2) {
    return 'Two minutes left and it is anyone’s game';
  }
  return null;
}

export function bestShooter(ratings: PlayerRating[]): string | null {
  const shooters = ratings.filter((r) => r.attempts > 0);
  if (shooters.length === 0) return null;
  const top = shooters.reduce((a, b) => (b.goals > a.goals ? b : a));
  const pct = Math.round((top.goals / top.attempts) * 100);
  return msg.shootingLine(top.name, top.goals, top.attempts, pct);
}

export function statusText(match: Match, secondsLeft: number): string {
  switch (match.phase) {
    case 'pre':
      return msg.preMatch(new Date(match.startTime).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' }));
    case 'half_time':
      return msg.halfTime(match.homeGoals >= match.awayGoals ? match.homeTeam.name : match.awayTeam.name, Math.abs(match.homeGoals - match.awayGoals));
    case 'quarter_break':
      return msg.quarterBreak(match.quarter);
    case 'suspended':
      return msg.suspended;
    case 'abandoned':
      return msg.abandoned;
    case 'completed':
      return match.homeGoals === match.awayGoals
        ? msg.drawn
        : `Full time: ${leaderText(match)}`;
    default:
      return `${msg.quarterLabel(match.quarter)} · ${formatClockDisplay(secondsLeft)} · ${leaderText(match)}`;
  }
}
