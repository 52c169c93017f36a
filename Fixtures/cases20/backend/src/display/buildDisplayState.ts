import { raceMessages } from "./display.messages.js";
import type { Race, Runner } from "../schemas/race.schema.js";
import type { LiveActivityDisplayState, RaceContentState } from "../schemas/raceActivity.schema.js";

const YARDS_PER_FURLONG = 220;

// Orchestrator for everything the app and the Live Activity display.
// iOS renders these strings as they are; do not format on the device.

function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return n + (s[(v - 20) % 10] ?? s[v] ?? s[0]);
}

function furlongsToGo(race: Race): number {
  return Math.max(0, Math.round(race.distanceYards / YARDS_PER_FURLONG - race.furlongsRun));
}

function headlineFor(race: Race): string {
  switch (race.phase) {
    case "declared":
    case "at_post":
      return raceMessages.offAt(race.offTimeText);
    case "off":
      return raceMessages.racing;
    case "finished":
      return raceMessages.photoFinish;
    case "enquiry":
      return raceMessages.stewardsEnquiry;
    case "result":
      return raceMessages.weighedIn;
    case "abandoned":
      return "Race abandoned";
  }
}

function statusFor(race: Race, leader: Runner | undefined): string {
  if (race.phase === "off" && leader?.beatenDistanceText) {
    return raceMessages.leaderMargin(leader.horseName, leader.beatenDistanceText);
  }
  return race.phase === "off" ? `${furlongsToGo(race)} furlongs to run` : race.statusText;
}

export function buildDisplayState(race: Race, runnerId: string | null): LiveActivityDisplayState {
  const leader = race.runners.find((r) => r.position === 1);
  const followed = race.runners.find((r) => r.runnerId === runnerId) ?? leader;
  const toGo = furlongsToGo(race);

  return {
    headline: headlineFor(race),
    statusText: statusFor(race, leader),
    leaderName: leader?.horseName ?? "TBC",
    runnerName: followed?.horseName ?? "",
    runnerPositionText: followed?.position ? ordinal(followed.position) : "–",
    positionNumber: followed?.position ?? 0,
    beatenDistanceText: followed?.beatenDistanceText ?? null,
    oddsText: followed?.oddsText ?? "",
    furlongsToGoText: race.phase === "off" ? raceMessages.furlongsOut(toGo) : "Finished",
    progress: Math.min(1, race.furlongsRun / (race.distanceYards / YARDS_PER_FURLONG)),
    sentiment: race.phase === "enquiry" ? "enquiry" : "neutral",
    phase: race.phase,
    silkEmoji: followed?.silkEmoji ?? "🏇",
  };
}

export function buildContentState(race: Race, runnerId: string | null): RaceContentState {
  return {
    displayState: buildDisplayState(race, runnerId),
    updatedAt: Math.floor(Date.now() / 1000),
    enquiryText: race.phase === "enquiry" ? raceMessages.stewardsEnquiry : null,
  };
}
