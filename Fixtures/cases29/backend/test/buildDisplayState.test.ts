import { describe, expect, it } from 'vitest';
import { buildDisplayState } from '../src/display/buildDisplayState.js';
import type { RawGame } from '../src/schemas/game.js';

const game: RawGame = {
  gameId: 'gsoc-masters-2025-qf2',
  eventId: 'gsoc-masters-2025',
  drawNumber: 18,
  sheet: 'B',
  home: { teamId: 'can-homan', shortName: 'CAN', skip: 'Homan', flag: '🇨🇦' },
  away: { teamId: 'swe-hasselborg', shortName: 'SWE', skip: 'Hasselborg', flag: '🇸🇪' },
  phase: 'live',
  scheduledEnds: 8,
  ends: [
    { end: 1, homePoints: 0, awayPoints: 0, homeHadHammer: true },
    { end: 2, homePoints: 2, awayPoints: 0, homeHadHammer: true },
    { end: 3, homePoints: null, awayPoints: null, homeHadHammer: false },
  ],
  startsAt: '2025-01-18T19:00:00Z',
  completedAt: null,
  homeThinkingSeconds: 1620,
  awayThinkingSeconds: 1500,
  conceded: false,
};

describe('buildDisplayState', () => {
  it('keeps hammer after a blank and passes it after a score', () => {
    const display = buildDisplayState(game);
    expect(display.hammerSide).toBe('away');
    expect(display.scoreline).toBe('2 – 0');
  });

  it('labels the current end', () => {
    expect(buildDisplayState(game).endLabel).toBe('End 3 of 8');
  });

  it('notes a concession', () => {
    const display = buildDisplayState({ ...game, conceded: true });
    expect(display.footnote).toBe('SWE conceded after 2 ends');
  });
});
