import { describe, expect, it } from 'vitest';
import { buildDisplayState, type TimingSnapshot } from '../src/display/buildDisplayState.js';
import type { StoredRace } from '../src/stores/raceStore.js';

const race: StoredRace = {
  raceId: 'wec-2026-lemans',
  seriesCode: 'WEC',
  countryCode: 'FR',
  name: '24 Hours of Le Mans',
  phase: 'live',
  scheduledStart: Date.UTC(2026, 5, 13, 14),
  scheduledEnd: Date.UTC(2026, 5, 14, 14),
  totalLaps: null,
  timedRaceMinutes: 1440,
};

const snapshot: TimingSnapshot = {
  lap: 212,
  flag: 'green',
  phase: 'live',
  fastestLapDriverId: null,
  sampledAt: Date.UTC(2026, 5, 14, 2),
  drivers: [
    {
      driverId: 'car-50', position: 1, positionText: 'P1', driverCode: 'FUO', driverName: 'Antonio Fuoco',
      teamName: 'Ferrari AF Corse', gapText: 'Leader', intervalText: '—', gapToLeaderMs: 0, lastLapMs: 210_400,
      lastLapText: '3:30.400', tyreCompound: 'medium', tyreAge: 22, pitStops: 14, isInPitLane: false,
      isRetired: false, hasFastestLap: false, statusText: null,
    },
  ],
};

describe('buildDisplayState', () => {
  it('shows the clock for timed races', () => {
    const state = buildDisplayState(race, snapshot, 'car-50');
    expect(state.expanded.lapText).toBe('12:00 left');
  });

  it('uses the driver name in the headline', () => {
    const state = buildDisplayState(race, snapshot, 'car-50');
    expect(state.expanded.headline).toBe('Antonio Fuoco running P1');
  });
});
