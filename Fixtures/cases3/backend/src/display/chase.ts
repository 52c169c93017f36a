import type { InningsTotals } from "../schemas/match.js";

/** Chase line for the second innings, or null when nobody is chasing. */
export function chaseSummary(innings: InningsTotals): string | null {
  if (innings.target === null) return null;
  const need = Math.max(innings.target - innings.runs, 0);
  const balls = innings.oversLimit * 6 - innings.balls;
  return [innings.battingTeam.name, "need", need, "from", balls].join(" ");
}
