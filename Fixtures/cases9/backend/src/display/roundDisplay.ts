import { eventCopy, statusCopy, toParCopy } from './roundDisplay.messages.js';
import type { LeaderboardEntry } from '../schemas/leaderboard.schema.js';

export const ROUND_SCHEMA_VERSION = 7;

export type RoundStatus = 'not_started' | 'in_progress' | 'suspended' | 'complete' | 'playoff';

export interface ScoringEvent {
  kind: 'birdie' | 'eagle' | 'bogey' | 'doubleBogey' | 'holeInOne' | 'albatross' | 'par';
  hole: number;
  playerName: string;
}

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export function isLiveStatus(status: RoundStatus): boolean {
  return status === 'in_progress' || status === 'playoff';
}

export function isCompletedStatus(status: RoundStatus): boolean {
  return status === 'complete';
}

export function formatToParDisplay(toPar: number): string {
  if (toPar === 0) return toParCopy.even;
  return fill(toPar < 0 ? toParCopy.under : toParCopy.over, { strokes: Math.abs(toPar) });
}

export function formatThruDisplay(status: RoundStatus, holesThisRound: number, teeTimeLocal: string): string {
  switch (status) {
    case 'not_started':
      return fill(statusCopy.notStarted, { teeTime: teeTimeLocal });
    case 'complete':
      return statusCopy.complete;
    default:
      return fill(statusCopy.inProgress, { thru: holesThisRound });
  }
}

export function getLiveNote(event: ScoringEvent | null, entry: LeaderboardEntry): string | null {
  if (!event || event.kind === 'par') return null;
  const template = eventCopy[event.kind];
  return fill(template, { hole: event.hole, toPar: entry.toParDisplay });
}

export { fill as fillTemplate };
