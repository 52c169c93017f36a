import type { Stage, StageStatus } from "../schemas/race.schema";
import type { LiveStageSnapshot } from "../schemas/timing.schema";
import { stageCopy, stageStatusCopy, stageTypeCopy } from "./stageDisplay.messages";

const LIVE_STATUSES: ReadonlySet<StageStatus> = new Set(["neutralised", "racing"]);

export function isLiveStatus(status: StageStatus): boolean {
  return LIVE_STATUSES.has(status);
}

export function isCompletedStatus(status: StageStatus): boolean {
  return status === "finished" || status === "cancelled";
}

/** "+1' 05\"" style gap; riders on the same time get "s.t.". */
export function formatGap(seconds: number): string {
  if (seconds <= 0) {
    return stageCopy.sameTime;
  }
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `+${minutes}' ${String(rest).padStart(2, "0")}"` : `+${rest}"`;
}

export function formatStartTime(iso: string, timeZone = "Europe/Paris"): string {
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(iso));
}

export function statusLabel(stage: Stage): string {
  switch (stage.status) {
    case "scheduled":
      return stageStatusCopy.scheduled(formatStartTime(stage.startTime));
    case "neutralised":
      return stageStatusCopy.neutralised;
    case "racing":
      return stageStatusCopy.racing;
    case "finished":
      return stageStatusCopy.finished;
    case "cancelled":
      return stageStatusCopy.cancelled;
  }
}

export function formatStageSubtitle(stage: Stage): string {
  if (stage.type === "team_tt") {
    return stageCopy.teamTimeTrialSubtitle(stage.distanceKm);
  }
  if (stage.type === "individual_tt" && stage.number === 0) {
    return `Prologue, ${stage.distanceKm} km against the clock`;
  }
  return stageCopy.subtitle(stage.distanceKm, stageTypeCopy[stage.type]);
}

export function getLiveNote(stage: Stage, live: LiveStageSnapshot): string | null {
  if (live.neutralised) {
    return stageCopy.neutralisedNote;
  }
  if (live.kmToGo <= 1) {
    return stageCopy.finalKm;
  }
  if (live.breakaway && live.breakaway.gapSeconds < 30) {
    return stageCopy.breakAlmostCaught(formatGap(live.breakaway.gapSeconds));
  }
  if (live.crosswinds) {
    return stageCopy.crosswindNote;
  }
  if (stage.type === "mountain" && live.kmToGo < 15) {
    return "Into the final climb";
  }
  return null;
}
