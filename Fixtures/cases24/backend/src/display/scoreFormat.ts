import type { TeamScore } from '../schemas/match.js';

/** Goals-points notation: 2 goals and 14 points is "2-14". */
export function formatScore(score: Pick<TeamScore, 'goals' | 'points'>): string {
  return `${score.goals}-${String(score.points).padStart(2, '0')}`;
}

export function totalPoints(score: Pick<TeamScore, 'goals' | 'points'>): number {
  return score.goals * 3 + score.points;
}

export function formatTotal(score: Pick<TeamScore, 'goals' | 'points'>): string {
  return `(${totalPoints(score)})`;
}

export function formatClock(minute: number, halfLength: number, stoppage: number | null): string {
  if (stoppage && minute > halfLength) {
    return `${halfLength}+${minute - halfLength}'`;
  }
  return `${minute}'`;
}
