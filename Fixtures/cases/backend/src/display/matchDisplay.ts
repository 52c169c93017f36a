import type { MatchPhase, MatchRecord } from "../schemas/match.schema";
import { liveNotes } from "./display.messages";

export function isLiveStatus(phase: MatchPhase): boolean {
  return phase === "live" || phase === "innings_break";
}

export function isCompletedStatus(phase: MatchPhase): boolean {
  return phase === "completed" || phase === "abandoned";
}

export function formatScoreDisplay(runs: number, wickets: number): string {
  return wickets === 10 ? `${runs}` : `${runs}/${wickets}`;
}

export function formatOversDisplay(ballsBowled: number): string {
  const completed = Math.floor(ballsBowled / 6);
  return `${completed}.${ballsBowled % 6}`;
}

export function getLiveNote(match: MatchRecord): string | null {
  if (match.interruption === "rain") {
    return "Rain stops play, covers on";
  }
  if (match.interruption === "bad_light") {
    return liveNotes.badLight;
  }
  return null;
}
