import type { StageDisplayState } from "../schemas/display.schema";
import type { Stage } from "../schemas/race.schema";
import type { LiveStageSnapshot } from "../schemas/timing.schema";
import { clamp01 } from "../lib/time";
import { buildBreakawayDisplay } from "./breakawayDisplay";
import { buildGcRows, virtualLeaderNote } from "./gcDisplay";
import { formatStageSubtitle, formatStartTime, getLiveNote, isLiveStatus, statusLabel } from "./stageDisplay";
import { stageCopy } from "./stageDisplay.messages";

const GC_ROWS_ON_STAGE_SCREEN = 5;

/**
 * The one place that turns stored race data into what the app shows.
 * Every label the iOS app renders for a stage is computed here.
 */
export function buildStageDisplayState(stage: Stage, live: LiveStageSnapshot | null): StageDisplayState {
  const isLive = isLiveStatus(stage.status);
  const gcRows = live ? buildGcRows(live.virtualGc) : [];
  return {
    stageId: stage.stageId,
    title: stageCopy.title(stageCopy.numberLabel(stage.number), stage.startTown, stage.finishTown),
    subtitle: formatStageSubtitle(stage),
    statusLabel: statusLabel(stage),
    isLive,
    kmToGoLabel: live && isLive ? stageCopy.kmToGo(Math.ceil(live.kmToGo)) : null,
    progressFraction: live ? clamp01(1 - live.kmToGo / stage.distanceKm) : 0,
    liveNote: live ? getLiveNote(stage, live) ?? virtualLeaderNote(gcRows) : null,
    breakaway: live?.breakaway ? buildBreakawayDisplay(live.breakaway) : null,
    gcTop: gcRows.slice(0, GC_ROWS_ON_STAGE_SCREEN),
    startTimeLabel: formatStartTime(stage.startTime),
    weatherNote: undefined,
    sentiment: sentimentFor(live),
  };
}

function sentimentFor(live: LiveStageSnapshot | null): StageDisplayState["sentiment"] {
  if (!live) {
    return "calm";
  }
  if (live.kmToGo < 10 || (live.breakaway !== null && live.breakaway.gapSeconds < 45)) {
    return "decisive";
  }
  return live.crosswinds ? "tense" : "calm";
}
