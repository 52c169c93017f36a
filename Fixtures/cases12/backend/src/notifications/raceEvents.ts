import type { Stage } from "../schemas/race.schema";
import type { LiveStageSnapshot } from "../schemas/timing.schema";
import { formatGap } from "../display/stageDisplay";
import { stageCopy } from "../display/stageDisplay.messages";
import { raceEventCopy } from "./raceEvents.messages";

export type RaceEvent =
  | { kind: "stage_start" }
  | { kind: "attack"; riderName: string; climbName: string; kmToGo: number }
  | { kind: "break_formed"; size: number; gapSeconds: number }
  | { kind: "break_caught"; kmToGo: number }
  | { kind: "yellow_change"; riderName: string; previousLeader: string; gapSeconds: number }
  | { kind: "abandonment"; riderName: string; kmIntoStage: number }
  | { kind: "crash"; kmToGo: number }
  | { kind: "stage_win"; riderName: string; teamName: string };

export type Notification = { title: string; body: string; threadId: string };

const TIME_SENSITIVE: ReadonlySet<RaceEvent["kind"]> = new Set(["attack", "break_caught", "yellow_change", "stage_win"]);

export function isTimeSensitive(event: RaceEvent): boolean {
  return TIME_SENSITIVE.has(event.kind);
}

export function detectRaceEvents(previous: LiveStageSnapshot | null, current: LiveStageSnapshot): RaceEvent[] {
  const events: RaceEvent[] = [];
  if (!previous) {
    events.push({ kind: "stage_start" });
    return events;
  }
  if (!previous.breakaway && current.breakaway) {
    events.push({ kind: "break_formed", size: current.breakaway.riderIds.length, gapSeconds: current.breakaway.gapSeconds });
  }
  if (previous.breakaway && !current.breakaway) {
    events.push({ kind: "break_caught", kmToGo: Math.round(current.kmToGo) });
  }
  const before = previous.virtualGc[0];
  const after = current.virtualGc[0];
  if (before && after && before.riderId !== after.riderId) {
    const second = current.virtualGc[1];
    events.push({
      kind: "yellow_change",
      riderName: after.riderName,
      previousLeader: before.riderName,
      gapSeconds: second ? second.totalSeconds - after.totalSeconds : 0,
    });
  }
  for (const rider of current.virtualGc) {
    const was = previous.virtualGc.find((entry) => entry.riderId === rider.riderId);
    if (was?.status === "racing" && rider.status === "dnf") {
      events.push({ kind: "abandonment", riderName: rider.riderName, kmIntoStage: 0 });
    }
  }
  return events;
}

export function notificationFor(event: RaceEvent, stage: Stage): Notification | null {
  const threadId = stage.stageId;
  const numberLabel = stageCopy.numberLabel(stage.number);
  switch (event.kind) {
    case "stage_start":
      return {
        title: raceEventCopy.stageStart.title(numberLabel),
        body: raceEventCopy.stageStart.body(stage.startTown, stage.distanceKm),
        threadId,
      };
    case "attack":
      return { title: raceEventCopy.attack.title(event.riderName), body: raceEventCopy.attack.body(event.climbName, event.kmToGo), threadId };
    case "break_formed":
      return {
        title: raceEventCopy.breakFormed.title(event.size),
        body: raceEventCopy.breakFormed.body(formatGap(event.gapSeconds)),
        threadId,
      };
    case "break_caught":
      return { title: raceEventCopy.breakCaught.title, body: raceEventCopy.breakCaught.body(event.kmToGo), threadId };
    case "yellow_change":
      return {
        title: raceEventCopy.yellowChange.title(event.riderName),
        body: raceEventCopy.yellowChange.body(event.previousLeader, formatGap(event.gapSeconds)),
        threadId,
      };
    case "abandonment":
      return {
        title: `${event.riderName} is out of the race`,
        body: raceEventCopy.abandonment.body(numberLabel, event.kmIntoStage),
        threadId,
      };
    case "crash":
      return { title: "Crash in the peloton", body: raceEventCopy.crash.body(event.kmToGo), threadId };
    case "stage_win":
      return {
        title: raceEventCopy.stageWin.title(event.riderName, stage.number),
        body: raceEventCopy.stageWin.body(event.riderName, stage.number, event.teamName),
        threadId,
      };
  }
}
