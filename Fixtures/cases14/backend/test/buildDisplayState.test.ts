import { describe, expect, it } from 'vitest';
import { buildDisplayState } from '../src/display/buildDisplayState';
import { tenseFourthSet } from './fixtures/matchFixtures';

describe('buildDisplayState', () => {
  it('shows the current set score', () => {
    const state = buildDisplayState(tenseFourthSet, { home: 'Brazil', away: 'Poland', names: { 't-poland': 'Poland' } });
    expect(state.homeScore).toBe('23');
    expect(state.setLabel).toBe('Set 4');
    expect(state.sentiment).toBe('tense');
  });
});
