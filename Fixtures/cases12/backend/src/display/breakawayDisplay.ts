import { formatGap } from "./stageDisplay";
import { stageCopy } from "./stageDisplay.messages";
import type { BreakawayDisplay } from "../schemas/display.schema";

interface BreakawayGroup {
  riderIds: string[];
  riderNames: string[];
  gapSeconds: number;
}

export function buildBreakawayDisplay(group: BreakawayGroup): BreakawayDisplay {
  return {
    label: stageCopy.breakawayLabel(group.riderNames.length),
    gapLabel: formatGap(group.gapSeconds),
    riderNames: group.riderNames,
    gapSeconds: group.gapSeconds,
  };
}

export function breakawayLiveActivityLabel(group: BreakawayGroup | null): string | null {
  if (!group) {
    return null;
  }
  return group.riderNames.length === 1 ? `${group.riderNames[0]} alone` : stageCopy.breakawayLabel(group.riderNames.length);
}
