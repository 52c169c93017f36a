import { describe, expect, it } from 'vitest';
import { buildDisplayState } from '../src/display/buildDisplayState.js';
import type { Match } from '../src/schemas/match.schema.js';

const match: Match = {
  matchId: 'wch-2026-m-sf1',
  competitionId: 'wch-2026',
  competitionName: 'World Aquatics Championships',
  roundName: 'Semi-final',
  homeTeam: { id: 'hun', name: 'Hungary', shortName: 'HUN', countryCode: 'HU', flagEmoji: '🇭🇺', capColour: 'white' },
  awayTeam: { id: 'esp', name: 'Spain', shortName: 'ESP', countryCode: 'ES', flagEmoji: '🇪🇸', capColour: 'blue' },
  homeGoals: 9,
  awayGoals: 8,
  quarter: 4,
  periodClockSeconds: 161,
  shotClockSeconds: 17,
  startTime: '2026-07-16T18:00:00Z',
  endTime: null,
  venue: 'Marina Bay Pool',
  isOutdoorPool: true,
  phase: 'live',
  delayReason: null,
};

describe('buildDisplayState', () => {
  it('formats the score and period for a live match', () => {
    const state = buildDisplayState(match, [], new Date('2026-07-16T19:20:00Z'));
    expect(state.compact.scoreText).toBe('9–8');
    expect(state.compact.periodText).toBe('Q4 2:41');
  });

  it('uses the delay copy at an outdoor pool', () => {
    const state = buildDisplayState({ ...match, phase: 'delayed', delayReason: 'lightning' }, [], new Date());
    expect(state.compact.periodText).toBe('Play suspended — lightning nearby');
  });

  it('shows the final footer', () => {
    const state = buildDisplayState({ ...match, phase: 'completed' }, [], new Date());
    expect(state.expanded.footerText).toBe('Final result');
  });
});
