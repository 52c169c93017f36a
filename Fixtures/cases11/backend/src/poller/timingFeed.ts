import type { TimingEntry } from '../schemas';
import type { LiveActivityContentState } from '../schemas';

export interface TimingSnapshot {
  raceId: string;
  phase: LiveActivityContentState['phase'];
  trackStatus: LiveActivityContentState['trackStatus'];
  previousTrackStatus: string;
  currentLap: number;
  totalLaps: number;
  timing: TimingEntry[];
  previousTiming: TimingEntry[];
  pitWindowOpen: boolean;
}

const FEED_URL = process.env.TIMING_FEED_URL ?? 'https://timing.example.internal';

export async function fetchTiming(raceId: string): Promise<TimingSnapshot> {
  const res = await fetch(`${FEED_URL}/races/${raceId}/timing`);
  if (!res.ok) {
    throw new Error(`timing feed returned ${res.status} for ${raceId}`);
  }
  return (await res.json()) as TimingSnapshot;
}
