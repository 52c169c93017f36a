import type { MatchPhase } from "../schemas/liveActivity.schema.js";
import { displayMessages as m } from "./display.messages.js";

export interface ScoreInput {
  home: number;
  away: number;
  shootoutHome?: number;
  shootoutAway?: number;
}

export function isLiveStatus(phase: MatchPhase): boolean {
  return phase === "live" || phase === "quarter_break" || phase === "half_time" || phase === "shootout";
}

export function isCompletedStatus(phase: MatchPhase): boolean {
  return phase === "completed" || phase === "abandoned";
}

export function formatScoreDisplay(score: ScoreInput): string {
  const base = `${score.home}–${score.away}`;
  if (score.shootoutHome === undefined || score.shootoutAway === undefined) {
    return base;
  }
  return `${base} (${score.shootoutHome}–${score.shootoutAway} SO)`;
}

export function formatClockDisplay(elapsedSeconds: number, running: boolean): string {
  const minutes = Math.floor(elapsedSeconds / 60);
  const seconds = elapsedSeconds % 60;
  const clock = `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
  return running ? clock : `${clock} (clock stopped)`;
}

export function formatPeriodDisplay(phase: MatchPhase, quarter: number, kickoffLocal: string): string {
  switch (phase) {
    case "pre":
      return m.status.pre(kickoffLocal);
    case "quarter_break":
      return m.status.quarterBreak(quarter);
    case "half_time":
      return m.status.halfTime;
    case "shootout":
      return m.status.shootout;
    case "completed":
      return m.status.fullTime;
    case "abandoned":
      return "Abandoned";
    default:
      return `Q${quarter}`;
  }
}

export function getLiveNote(homeCode: string, awayCode: string, home: number, away: number): string {
  if (home === away) return m.status.level;
  const leader = home > away ? homeCode : awayCode;
  return m.status.leading(leader, Math.abs(home - away));
}
