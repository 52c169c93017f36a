import type { LiveActivityContentState, TimeTrialContentState } from "../schemas/liveActivity.schema";
import type { Stage } from "../schemas/race.schema";
import type { LiveStageSnapshot } from "../schemas/timing.schema";
import { clamp01 } from "../lib/time";
import { breakawayLiveActivityLabel } from "./breakawayDisplay";
import { buildGcRows } from "./gcDisplay";
import { liveActivityCopy } from "./liveActivity.messages";
import { formatGap, getLiveNote, statusLabel } from "./stageDisplay";
import { stageCopy } from "./stageDisplay.messages";

export function buildLiveActivityState(stage: Stage, live: LiveStageSnapshot): LiveActivityContentState {
  const [gcLeader] = buildGcRows(live.virtualGc);
  return {
    stageTitle: `${stage.startTown} → ${stage.finishTown}`,
    statusLabel: statusLabel(stage),
    kmToGoLabel: liveActivityCopy.kmToGo(Math.ceil(live.kmToGo)),
    progressFraction: clamp01(1 - live.kmToGo / stage.distanceKm),
    leaderName: live.roadLeader.riderName,
    leaderGapLabel: formatGap(live.roadLeader.gapSeconds),
    breakawayLabel: breakawayLiveActivityLabel(live.breakaway),
    breakawayGapLabel: live.breakaway ? liveActivityCopy.breakGap(formatGap(live.breakaway.gapSeconds)) : null,
    gcLeaderName: gcLeader?.riderName ?? "",
    gcLeaderFlag: gcLeader?.flag ?? "",
    liveNote: getLiveNote(stage, live),
    raceRadioNote: live.radioNote ? stageCopy.radioNote(live.radioNote) : null,
  };
}

export function buildFinalLiveActivityState(
  stage: Stage,
  live: LiveStageSnapshot,
  winner: { riderName: string; teamName: string },
): LiveActivityContentState {
  return {
    ...buildLiveActivityState(stage, live),
    statusLabel: statusLabel(stage),
    kmToGoLabel: liveActivityCopy.finalKm,
    progressFraction: 1,
    liveNote: liveActivityCopy.stageWon(winner.riderName, winner.teamName),
  };
}

export function buildTimeTrialState(
  teamName: string,
  split: { label: string; elapsedSeconds: number; deltaSeconds: number; ridersLeft: number; finished: boolean },
): TimeTrialContentState {
  const sign = split.deltaSeconds <= 0 ? "-" : "+";
  const delta = Math.abs(split.deltaSeconds);
  return {
    teamName,
    checkpointLabel: split.label,
    elapsedLabel: `${Math.floor(split.elapsedSeconds / 60)}:${String(split.elapsedSeconds % 60).padStart(2, "0")}`,
    deltaLabel: `${sign}${Math.floor(delta / 60)}:${String(delta % 60).padStart(2, "0")}`,
    ridersLeftLabel: `${split.ridersLeft} riders left`,
    isFinished: split.finished,
  };
}
