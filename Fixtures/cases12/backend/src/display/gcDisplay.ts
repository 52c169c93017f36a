import type { GcRowDisplay } from "../schemas/display.schema";
import type { VirtualGcEntry } from "../schemas/timing.schema";
import { formatGap } from "./stageDisplay";
import { gcCopy } from "./gc.messages";

// Finish-line bonuses on road stages: 10", 6" and 4" for the first three.
export const FINISH_BONUS_SECONDS = [10, 6, 4] as const;

export function buildGcRows(entries: readonly VirtualGcEntry[]): GcRowDisplay[] {
  const sorted = [...entries].sort((a, b) => a.totalSeconds - b.totalSeconds);
  const leader = sorted[0];
  return sorted.map((entry, index) => {
    const gapSeconds = leader ? entry.totalSeconds - leader.totalSeconds : 0;
    return {
      riderId: entry.riderId,
      rank: index + 1,
      riderName: entry.riderName,
      teamName: entry.teamName,
      flag: entry.flag,
      gapLabel: index === 0 ? gcCopy.leaderGap : formatGap(gapSeconds),
      gapSeconds,
      jersey: entry.jersey,
      isAbandoned: entry.status !== "racing",
      bonusLabel: entry.bonusSeconds > 0 ? gcCopy.bonus(entry.bonusSeconds) : null,
    };
  });
}

export function virtualLeaderNote(rows: readonly GcRowDisplay[]): string | null {
  const leader = rows[0];
  if (!leader || leader.jersey === "yellow") {
    return null;
  }
  return gcCopy.virtualLeader(leader.riderName);
}
