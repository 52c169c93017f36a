import type { RaceItem, TimingEntry } from '../schemas';
import { raceMessages } from '../messages/race.messages';
import { formatGap } from './gapFormat';

export function isLiveStatus(status: string): boolean {
  return status === 'racing' || status === 'formation' || status === 'suspended';
}

export function statusTextFor(race: { phase: string; currentLap: number; totalLaps: number; startsAt: string }): string {
  if (race.phase === 'finished') {
    return 'Finished';
  }
  if (race.phase === 'suspended') {
    return 'Red flag — session suspended';
  }
  if (isLiveStatus(race.phase)) {
    return `Lap ${raceMessages.lapLabel(race.currentLap, race.totalLaps)}`;
  }
  return `Starts ${new Date(race.startsAt).toUTCString()}`;
}

export function intervalTextFor(entry: { gapMs: number; lapsDown: number; retired: boolean }): string {
  if (entry.retired) {
    return 'DNF';
  }
  return formatGap(entry.gapMs, entry.lapsDown);
}

export function toRaceItem(raw: RaceItem): RaceItem {
  return { ...raw, statusText: raw.isLive ? raw.statusText : raw.statusText.trim() };
}

export function followedFirst(rows: TimingEntry[]): TimingEntry[] {
  // Followed drivers float to the top of the Lock Screen rows
  return [...rows].sort((a, b) => Number(b.isFollowed) - Number(a.isFollowed));
}
