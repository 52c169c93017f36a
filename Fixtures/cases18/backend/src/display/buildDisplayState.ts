import { z } from 'zod';
import type { LiveActivityContentState, RacePhase, TrackFlag } from '../schemas/liveActivity.js';
import { DriverRowSchema } from '../schemas/race.js';
import type { StoredRace } from '../stores/raceStore.js';
import { getRace } from '../stores/raceStore.js';
import { getTiming } from '../stores/timingStore.js';
import { displayMessages as m } from './display.messages.js';
import { formatGap, formatStationary } from './raceDisplay.js';

type DriverRow = z.infer<typeof DriverRowSchema>;

interface LiveActivityCompact {
  positionText: string;
  gapText: string;
}

type FollowBody = { raceId: string; driverId: string | null };

/** Internal only: the orchestrator's view of one timing-feed sample. */
interface TimingSnapshot {
  lap: number;
  flag: TrackFlag;
  phase: RacePhase;
  drivers: DriverRow[];
  fastestLapDriverId: string | null;
  sampledAt: number;
}

function compactFor(driver: DriverRow): LiveActivityCompact {
  return {
    positionText: driver.positionText,
    gapText: driver.position === 1 ? m.leader : formatGap(driver.gapToLeaderMs),
  };
}

function eventLine(driver: DriverRow, snapshot: TimingSnapshot, lastStop?: { lap: number; stationaryMs: number }): string | null {
  if (driver.isRetired) {
    return `${driver.driverName} is out of the race`;
  }
  if (lastStop) {
    return m.pitted(lastStop.lap, formatStationary(lastStop.stationaryMs));
  }
  return snapshot.fastestLapDriverId === driver.driverId ? 'Fastest lap of the race so far' : null;
}

export function buildDisplayState(race: StoredRace, snapshot: TimingSnapshot, driverId: string): LiveActivityContentState {
  // Find the followed driver in the timing snapshot
  const driver = snapshot.drivers.find((d) => d.driverId === driverId);
  // Check if driver is null
  if (!driver) {
    throw new Error(`driver ${driverId} missing from timing snapshot for ${race.raceId}`);
  }
  const ahead = snapshot.drivers.find((d) => d.position === driver.position - 1);

  // Timed races (Formula E, WEC) have no lap total; show the clock instead.
  const lapText = race.totalLaps
    ? m.lapOf(snapshot.lap, race.totalLaps)
    : m.timeRemaining(Math.max(0, Math.round((race.scheduledEnd - snapshot.sampledAt) / 60000)));

  const state: LiveActivityContentState = {
    phase: snapshot.phase,
    flag: snapshot.flag,
    sentiment: driver.position <= 3 ? 'charging' : 'neutral',
    compact: compactFor(driver),
    expanded: {
      headline: `${driver.driverName} running ${driver.positionText}`,
      lapText,
      tyreText: m.tyre(driver.tyreCompound, driver.tyreAge),
      intervalAheadText: ahead ? m.gapAhead(driver.intervalText, ahead.driverName) : null,
      lastEventText: eventLine(driver, snapshot),
      flagText: m.flag[snapshot.flag],
    },
    minimalText: driver.positionText,
    isFastestLap: snapshot.fastestLapDriverId === driver.driverId,
    updatedAt: Math.floor(snapshot.sampledAt / 1000),
  };

  // Return the content state
  return state;
}

export function withRaceControl(state: LiveActivityContentState, message: string | null): LiveActivityContentState {
  return {
    ...state,
    expanded: {
      ...state.expanded,
      lastEventText: message ?? state.expanded.lastEventText,
      ...(state.flag === 'red' && { flagText: 'Red flag — cars in the pit lane' }),
    },
  };
}

export async function buildFinalStateForUnfollow(raceId: string, userId: string): Promise<LiveActivityContentState> {
  const race = await getRace(raceId);
  const snapshot = await getTiming(raceId);
  if (!race || !snapshot) throw new Error(`cannot build final state for ${raceId} (user ${userId})`);
  const base = buildDisplayState(race, snapshot, snapshot.drivers[0].driverId);
  return { ...base, expanded: { ...base.expanded, headline: m.unfollowedFinal } };
}

export function parseFollowBody(raw: unknown): FollowBody {
  return raw as FollowBody;
}

export async function initialStateFor(race: StoredRace, driverId: string | null): Promise<LiveActivityContentState> {
  const snapshot = await getTiming(race.raceId);
  if (!snapshot) throw new Error(`no timing yet for ${race.raceId}`);
  return buildDisplayState(race, snapshot, driverId ?? snapshot.drivers[0].driverId);
}

export type { TimingSnapshot };
