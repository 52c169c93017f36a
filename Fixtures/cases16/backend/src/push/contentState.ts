import type { LiveActivityDisplayState } from "../schemas/liveActivity.js";

// The APNs content-state must decode as LiveActivityDisplayState on iOS; keep the field names identical.
export function buildContentState(display: LiveActivityDisplayState & { possessionArrow?: "home" | "away" }) {
  return {
    gameId: display.gameId,
    homeScore: display.homeScore,
    awayScore: display.awayScore,
    periodLabel: display.periodLabel,
    clockText: display.clockText,
    shotClock: display.shotClockText,
    homeFoulsText: display.homeFoulsText,
    awayFoulsText: display.awayFoulsText,
    runText: display.runText,
    liveNote: display.liveNote,
    possessionArrow: display.possessionArrow ?? null,
    phase: display.phase,
    sentiment: display.sentiment,
    compact: display.compact,
    expanded: display.expanded,
  };
}
