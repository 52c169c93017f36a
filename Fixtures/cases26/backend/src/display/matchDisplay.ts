import type { Match } from '../schemas/match.schema.js';

export function isLiveStatus(status: Match['status']): boolean {
  return status === 'first_half' || status === 'second_half' || status === 'tie_breaker' || status === 'delayed';
}

export function isCompletedStatus(status: Match['status']): boolean {
  return status === 'completed' || status === 'abandoned';
}

export function minutesLeftInHalf(elapsedSeconds: number): number {
  return Math.max(0, 20 - Math.floor(elapsedSeconds / 60));
}
