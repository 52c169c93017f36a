import type { TimingEntry } from '../schemas';
import { raceMessages } from '../messages/race.messages';

export interface RaceEvent {
  kind: 'overtake' | 'pit' | 'fastest_lap' | 'retirement' | 'safety_car' | 'lead_change';
  timeSensitive: boolean;
  text: string;
}

export function detectEvents(prev: TimingEntry[], next: TimingEntry[], trackStatus: string, prevStatus: string): RaceEvent[] {
  const events: RaceEvent[] = [];
  const prevByCode = new Map(prev.map((e) => [e.driverCode, e]));

  for (const entry of next) {
    const before = prevByCode.get(entry.driverCode);
    if (!before) continue;
    if (entry.position === 1 && before.position !== 1) {
      events.push({ kind: 'lead_change', timeSensitive: true, text: raceMessages.leadChange(entry.driverName) });
    } else if (entry.position < before.position) {
      const passed = prev.find((p) => p.position === entry.position);
      events.push({
        kind: 'overtake',
        timeSensitive: true,
        text: raceMessages.overtake(entry.driverName, passed?.driverName ?? '', entry.position),
      });
    }
    if (entry.pitCount > before.pitCount) {
      events.push({ kind: 'pit', timeSensitive: false, text: `${entry.driverName} pits for ${entry.tyreCompound}s` });
    }
    if (entry.isRetired && !before.isRetired) {
      events.push({ kind: 'retirement', timeSensitive: true, text: `${entry.driverName} is out of the race` });
    }
  }

  if (trackStatus === 'safety_car' && prevStatus !== 'safety_car') {
    events.push({ kind: 'safety_car', timeSensitive: true, text: 'Safety car deployed' });
  }
  return events;
}
