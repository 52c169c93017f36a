import type { MatchRecord } from '../schemas/match.schema';
import { displayMessages } from './display.messages';

// Bump when isLiveStatus / formatScoreDisplay / formatSetsDisplay / getLiveNote output changes.
export const MATCH_SCHEMA_VERSION = 3;

export function isLiveStatus(phase: MatchRecord['phase']): boolean {
  return phase === 'live' || phase === 'set_break';
}

export function isCompletedStatus(phase: MatchRecord['phase']): boolean {
  return phase === 'completed';
}

export function formatScoreDisplay(match: MatchRecord): string {
  const current = match.sets[match.currentSet - 1];
  if (!current) return '0–0';
  return `${current.home}–${current.away} · Set ${match.currentSet}`;
}

export function formatSetsDisplay(match: MatchRecord): string {
  const homeSets = match.sets.filter((s) => s.home > s.away).length;
  const awaySets = match.sets.filter((s) => s.away > s.home).length;
  return `${homeSets}–${awaySets}`;
}

export function getLiveNote(match: MatchRecord): string | null {
  if (match.phase === 'set_break') return displayMessages.setBreak;
  return null;
}

export function clampProgress(value: number): number {
  return Math.min(1, Math.max(0, value));
}
