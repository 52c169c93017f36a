import { describe, it, expect } from 'vitest';
import { buildContentState } from '../src/display/buildDisplayState';
import { gameFixture } from './fixtures';

describe('buildContentState', () => {
  it('formats the score line', () => {
    const state = buildContentState(gameFixture({ awayScore: 17, homeScore: 14 }), 'KC');
    expect(state.scoreLine).toBe('KC 17 – 14 BUF');
  });

  it('falls back when there is no note', () => {
    const state = buildContentState(gameFixture({ quarter: 1, clockSeconds: 900 }), 'KC');
    expect(state.situationNote).toBe('Drive in progress');
  });
});
