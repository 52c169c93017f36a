import type { InningsSnapshot, InningsTotals, PlayPhase } from "../schemas/match.js";
import { chaseSummary } from "./chase.js";
import { screenMessages as m } from "./screenState.messages.js";

function sentimentFor(innings: InningsTotals, requiredRate: number | null): InningsSnapshot["sentiment"] {
  if (innings.wickets >= 7) return "tense";
  if (requiredRate !== null && requiredRate > 12) return "tense";
  return "neutral";
}

/** The orchestrator: every display value the app shows is computed here. */
export function buildScreenState(matchId: string, phase: PlayPhase, innings: InningsTotals): InningsSnapshot {
  const ballsRemaining = innings.target === null ? null : innings.oversLimit * 6 - innings.balls;
  const need = innings.target === null ? null : innings.target - innings.runs;
  const requiredRate = need !== null && ballsRemaining ? (need * 6) / ballsRemaining : null;

  const phaseStatus = {
    scheduled: m.startsSoon,
    in_play: `${innings.battingTeam.name} batting`,
    innings_break: m.inningsBreak,
    finished: "Match over",
    no_result: m.noResult,
  } satisfies Record<PlayPhase, string>;

  const chase = chaseSummary(innings);

  const base: InningsSnapshot = {
    match_id: matchId,
    headline: m.headline(innings.battingTeam.name, innings.bowlingTeam.name),
    score_text: m.score(innings.runs, innings.wickets),
    overs_text: m.overs(Math.floor(innings.balls / 6), innings.balls % 6),
    status_line: phaseStatus[phase],
    break_note: null,
    chase_line: chase && requiredRate !== null ? m.chaseWithRate(chase, requiredRate.toFixed(2)) : null,
    phase,
    innings_number: innings.inningsNumber,
    sentiment: sentimentFor(innings, requiredRate),
    runs: innings.runs,
    wickets: innings.wickets,
    target: innings.target,
    balls_remaining: ballsRemaining,
    overs_bowled: Math.floor(innings.balls / 6),
    overs_limit: innings.oversLimit,
    recent_balls: [],
    toss_text: "",
    home_code: innings.battingTeam.code,
    away_code: innings.bowlingTeam.code,
    updated_at: new Date().toISOString(),
  };

  if (phase === "innings_break") {
    return { ...base, break_note: "Teams are off for the innings break" };
  }
  return base;
}
