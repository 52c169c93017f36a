import type { LiveActivityContentState, LiveTimingRow, TimingEntry } from '../schemas';
import { raceMessages } from '../messages/race.messages';
import { followedFirst } from './raceDisplay';

interface RaceSnapshot {
  raceId: string;
  phase: LiveActivityContentState['phase'];
  trackStatus: LiveActivityContentState['trackStatus'];
  currentLap: number;
  totalLaps: number;
  timing: TimingEntry[];
  lastEvent: string | null;
  pitWindowOpen: boolean;
}

/** The one place that turns a race snapshot into Live Activity display state. */
export function buildDisplayState(snapshot: RaceSnapshot, followedDriver: string | null): LiveActivityContentState {
  const leader = snapshot.timing[0];
  const focus = snapshot.timing.find((t) => t.driverCode === followedDriver) ?? leader;
  const rows: LiveTimingRow[] = followedFirst(snapshot.timing)
    .slice(0, 5)
    .map((t) => ({
      id: t.id,
      positionText: t.positionText,
      driverCode: t.driverCode,
      teamColorName: t.teamColorName,
      intervalText: t.intervalText,
      isFollowed: t.driverCode === followedDriver,
    }));

  return {
    phase: snapshot.phase,
    lapLabel: raceMessages.lapLabel(snapshot.currentLap, snapshot.totalLaps),
    leaderCode: leader.driverCode,
    leaderGap: focus.intervalText,
    trackStatus: snapshot.trackStatus,
    trackStatusLabel: raceMessages.trackStatus[snapshot.trackStatus],
    pitWindowLabel: snapshot.pitWindowOpen ? 'Pit window open' : '',
    compact: {
      leading: `${focus.positionText} ${focus.driverCode}`,
      trailing: focus.intervalText,
      minimal: focus.positionText,
    },
    expanded: {
      headline: raceMessages.leaderLine(leader.driverName, leader.intervalText),
      positionLabel: focus.positionText,
      gapLabel: focus.intervalText,
      tyreLabel: `${focus.tyreCompound} · ${focus.tyreAgeText}`,
      tyreCompound: focus.tyreCompound,
      lastEvent: snapshot.lastEvent,
      rows,
    },
    updatedAt: new Date().toISOString(),
  };
}
