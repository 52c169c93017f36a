import { describe, expect, it } from 'vitest';
import { buildDisplayState, type MatchFacts } from '../src/display/buildDisplayState.js';
import type { Match } from '../src/schemas/match.js';

const match: Match = {
  matchId: 'ehf-cl-2026-q1-03',
  competition: 'EHF Champions League',
  competitionCode: 'ehf-cl',
  homeTeam: { id: 'thw', name: 'THW Kiel', shortName: 'KIE', countryCode: 'DE', crestUrl: null },
  awayTeam: { id: 'vesz', name: 'One Veszprém', shortName: 'VES', countryCode: 'HU', crestUrl: null },
  startTime: '2026-03-14T18:45:00Z',
  venue: 'Wunderino Arena',
  displayState: {
    scoreline: '27–25',
    halfLabel: '2nd half',
    clockLabel: '47:12',
    statusLine: 'Kiel lead by two after a Landin save',
    phase: 'second_half',
    sentiment: 'tight',
    homeGoals: 27,
    awayGoals: 25,
    minute: 47,
    halfTimeScore: '14–13',
    venueNote: undefined,
    timeoutsLabel: '1/3',
    suspensionExpiries: [],
  },
  isFollowed: true,
};

const facts = (overrides: Partial<MatchFacts> = {}): MatchFacts => ({
  match,
  gameSecond: 47 * 60 + 12,
  homeTimeoutsUsed: 1,
  awayTimeoutsUsed: 2,
  suspensions: [],
  lastEvent: null,
  halfTimeHome: 14,
  halfTimeAway: 13,
  delayReason: null,
  ...overrides,
});

describe('buildDisplayState', () => {
  it('formats the scoreline with an en dash', () => {
    // Arrange
    const input = facts();
    // Act
    const state = buildDisplayState(input);
    // Assert
    expect(state.scoreline).toBe('27–25');
  });

  it('uses the wet-court note when delayed', () => {
    const state = buildDisplayState(facts({ delayReason: 'wet_court' }));
    expect(state.venueNote).toBe('Delayed — wet court, officials drying the floor');
  });

  it('reports the half-time score', () => {
    const state = buildDisplayState(facts());
    expect(state.halfTimeScore).toBe('14–13');
  });
});
