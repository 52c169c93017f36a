import { describe, expect, it } from 'vitest';
import { buildMatchDisplayState } from '../src/display/buildDisplayState';
import type { MatchItem } from '../src/schemas/match';

const base: MatchItem = {
  matchId: 'wc-2026-f',
  tournament: 'World Championship',
  round: 'Final',
  status: 'live',
  player1: { playerId: 'p-trump', name: 'Judd Trump', shortName: 'Trump', flagEmoji: '🏴', ranking: 1 },
  player2: { playerId: 'p-wilson', name: 'Kyren Wilson', shortName: 'Wilson', flagEmoji: '🏴', ranking: 3 },
  framesWon1: 17,
  framesWon2: 16,
  bestOf: 35,
  sessionNumber: 4,
  frames: [{ frameNumber: 34, points1: 60, points2: 0, pointsRemaining: 51, highBreak1: 60, highBreak2: null, winnerSide: null, frameLabel: 'Frame 34', scoreText: '60–0' }],
  displayState: {
    headline: 'Trump v Wilson', scoreline: '17–16', frameLine: 'Frame 34', statusText: 'Live', sessionText: null,
    breakText: null, pointsRemainingText: null, snookersRequiredText: null, sentiment: 'neutral', isLive: true, isFrameBall: false,
  },
  startTime: '2026-05-04T13:00:00Z',
  intervalMinutes: 15,
};

describe('buildMatchDisplayState', () => {
  it('shows the headline as surname v surname', () => {
    expect(buildMatchDisplayState(base, { playerId: null }).headline).toBe('Trump v Wilson');
  });

  it('flags match ball when one frame from victory', () => {
    const state = buildMatchDisplayState(base, { playerId: null });
    expect(state.frameBallText).toBe('Match ball');
  });

  it('marks a 147 as historic', () => {
    const state = buildMatchDisplayState(
      { ...base, currentBreak: { playerId: 'p-trump', points: 147, ballsPotted: 36, isMaximum: true, breakText: '147!' } },
      { playerId: null },
    );
    expect(state.breakText).toBe('147!');
    expect(state.sentiment).toBe('historic');
  });
});
