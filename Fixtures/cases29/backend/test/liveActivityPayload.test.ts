import { describe, expect, it } from 'vitest';
import { buildEndPayload, buildUpdatePayload } from '../src/push/liveActivityPayload.js';
import { toContentState } from '../src/push/contentState.js';
import { buildDisplayState } from '../src/display/buildDisplayState.js';
import { sampleGame } from './fixtures.js';

describe('live activity payloads', () => {
  const state = toContentState(buildDisplayState(sampleGame));

  it('stamps updates with a timestamp and event', () => {
    const { aps } = buildUpdatePayload(state, 50);
    expect(aps.event).toBe('update');
    expect(typeof aps.timestamp).toBe('number');
  });

  it('sets a dismissal date on end events', () => {
    const { aps } = buildEndPayload(state);
    expect(aps['dismissal-date'] - aps.timestamp).toBe(20 * 60);
  });
});
