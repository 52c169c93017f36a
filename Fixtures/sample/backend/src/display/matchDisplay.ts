// Display decisions shared by the hub, the match screen and the Live Activity.
import type { MatchStatus } from "./types";

export function isLiveStatus(status: MatchStatus): boolean {
  return status === "live" || status === "innings_break";
}

export function isCompletedStatus(status: MatchStatus): boolean {
  return status === "completed" || status === "abandoned";
}

export function formatScoreDisplay(runs: number, wickets: number): string {
  return wickets === 10 ? `${runs}` : `${runs}/${wickets}`;
}

export const formatOversDisplay = (balls: number): string => `${Math.floor(balls / 6)}.${balls % 6}`;

export function getLiveNote(status: MatchStatus, resumesAt?: string): string | null {
  if (status === "innings_break") return "Innings break";
  return resumesAt ? `Resumes ${resumesAt}` : null;
}
