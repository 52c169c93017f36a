import { describe, expect, it } from 'vitest';
import { buildLiveActivityState, buildMatchDisplayState } from '../src/display/buildDisplayState.js';
import type { Match } from '../src/schemas/match.js';

const base: Match = {
  matchId: 'kk-lim-2026-aif',
  code: 'hurling',
  competitionId: 'aihc-2026',
  round: 'Final',
  venue: 'Croke Park',
  home: { teamId: 'kk', name: 'Kilkenny', abbreviation: 'KK', goals: 2, points: 14, twoPointers: 0, wides: 7 },
  away: { teamId: 'lim', name: 'Limerick', abbreviation: 'LIM', goals: 1, points: 19, twoPointers: 0, wides: 9 },
  phase: 'second_half',
  startTime: 1784473200,
  endedAt: null,
  minute: 54,
  halfLengthMinutes: 35,
  stoppageMinutes: null,
  postponementReason: null,
};

describe('buildMatchDisplayState', () => {
  it('formats goals-points and totals', () => {
    const state = buildMatchDisplayState(base, 'All-Ireland SHC');
    expect(state.homeScore).toBe('2-14');
    expect(state.homeTotal).toBe('(20)');
    expect(state.note).toBe('Limerick lead by 2');
  });

  it('shows the postponement reason', () => {
    const state = buildMatchDisplayState({ ...base, phase: 'postponed', postponementReason: 'Frozen pitch at Nowlan Park' }, 'NHL');
    expect(state.status).toBe('Frozen pitch at Nowlan Park');
    expect(state.isFollowable).toBe(false);
  });

  it('marks full time in the minimal view', () => {
    const state = buildLiveActivityState({ ...base, phase: 'completed' }, 'What a game!! Limerick win it', null, 0);
    expect(state.compact.minimalText).toBe('FT');
    expect(state.lastEventText).toBe('What a game!! Limerick win it');
  });
});
