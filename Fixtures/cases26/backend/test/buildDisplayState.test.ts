import { describe, expect, it } from 'vitest';
import { buildDisplayState } from '../src/display/buildDisplayState.js';
import type { DisplayInput } from '../src/display/buildDisplayState.js';
import type { Match } from '../src/schemas/match.schema.js';

const baseMatch: Match = {
  matchId: 'pkl-2026-041',
  competition: 'Pro Kabaddi League',
  homeTeam: { teamId: 'pat', name: 'Patna Pirates', shortName: 'PAT', flagEmoji: '🏴‍☠️', logoURL: null },
  awayTeam: { teamId: 'ben', name: 'Bengaluru Bulls', shortName: 'BEN', flagEmoji: '🐂', logoURL: null },
  homePoints: 31,
  awayPoints: 27,
  half: 2,
  status: 'second_half',
  startTime: '2026-11-29T14:30:00Z',
  endTime: null,
  displayState: {} as Match['displayState'],
  isFollowed: false,
};

function input(overrides: Partial<DisplayInput> = {}): DisplayInput {
  return {
    match: baseMatch,
    elapsedInHalfSeconds: 8 * 60,
    homeOnMat: 5,
    awayOnMat: 6,
    raidClockEndsAt: null,
    delayReason: null,
    lastEvent: null,
    kickoffText: '8:00 pm',
    ...overrides,
  };
}

describe('buildDisplayState', () => {
  it('formats the score with an en dash', () => {
    expect(buildDisplayState(input()).scoreText).toBe('31 – 27');
  });

  it('shows minutes left in the half', () => {
    expect(buildDisplayState(input()).statusText).toBe("2nd half · 12' left");
  });

  it('explains a power cut', () => {
    const state = buildDisplayState(input({ match: { ...baseMatch, status: 'delayed' }, delayReason: 'power' }));
    expect(state.statusText).toBe('Delayed — power cut at the venue');
  });

  it('names the winner at full time', () => {
    const state = buildDisplayState(input({ match: { ...baseMatch, status: 'completed' } }));
    expect(state.statusText).toBe('PAT won by 4');
  });

  it('marks a do-or-die raid', () => {
    const state = buildDisplayState(input({ lastEvent: { kind: 'do_or_die', team: 'Bengaluru' } }));
    expect(state.liveNote).toBe('Do-or-die raid for Bengaluru');
  });
});
