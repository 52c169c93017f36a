import { describe, expect, it } from 'vitest';
import { buildDisplayState } from '../src/display/buildDisplayState.js';
import type { Match } from '../src/schemas/match.schema.js';

const base: Match = {
  matchId: 'm-1',
  eventId: 'wtt-champions-macao',
  eventName: 'WTT Champions Macao',
  roundName: 'Quarter-final',
  tableNumber: 1,
  bestOf: 7,
  startsAt: '2026-09-12T10:00:00Z',
  endedAt: null,
  phase: 'live',
  home: { playerId: 'p1', name: 'Wang Chuqin', shortName: 'Wang C.', flagEmoji: '🇨🇳', worldRank: 1 },
  away: { playerId: 'p2', name: 'Truls Moregard', shortName: 'Moregard', flagEmoji: '🇸🇪', worldRank: 4 },
  games: [
    { gameNumber: 1, home: 11, away: 7 },
    { gameNumber: 2, home: 9, away: 11 },
    { gameNumber: 3, home: 4, away: 2 },
  ],
  serverPlayerId: 'p1',
  expediteActive: false,
  delayReason: null,
  delayMinutes: null,
};

describe('buildDisplayState', () => {
  it('formats games and points', () => {
    const d = buildDisplayState(base);
    expect(d.compact.leadingText).toBe('1–1');
    expect(d.compact.trailingText).toBe('4–2');
  });

  it('shows the expedite note', () => {
    const d = buildDisplayState({ ...base, expediteActive: true });
    expect(d.expanded.noteText).toBe('Expedite rule in force');
  });

  it('reports a lighting delay', () => {
    const d = buildDisplayState({ ...base, phase: 'delayed', delayReason: 'lighting', delayMinutes: 15 });
    expect(d.expanded.statusText).toContain('Lighting failure');
  });
});
