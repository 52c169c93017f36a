import type { MatchPhase } from "../schemas/common.js";
import { displayMessages as m } from "./display.messages.js";

const QUARTER_SECONDS = 20 * 60;

export function isLiveStatus(phase: MatchPhase): boolean {
  return phase === "live" || phase === "quarter_time" || phase === "half_time" || phase === "three_quarter_time";
}

export function isCompletedStatus(phase: MatchPhase): boolean {
  return phase === "completed" || phase === "abandoned";
}

export function formatScoreDisplay(goals: number, behinds: number): string {
  return `${goals}.${behinds} (${goals * 6 + behinds})`;
}

export function marginFor(homeName: string, homeTotal: number, awayName: string, awayTotal: number): string {
  if (homeTotal === awayTotal) return m.scoresLevel;
  return homeTotal > awayTotal ? m.margin(homeName, homeTotal - awayTotal) : m.margin(awayName, awayTotal - homeTotal);
}

// Quarters run 20 minutes of play plus time on, so progress is capped at 1.
export function quarterProgress(elapsedSeconds: number): number {
  return Math.min(1, elapsedSeconds / QUARTER_SECONDS);
}

export function getLiveNote(phase: MatchPhase, quarter: number): string | null {
  if (phase !== "live") return null;
  if (quarter === 4) return "Last quarter — every goal counts now";
  return null;
}
