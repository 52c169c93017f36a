import type { Game } from "../schemas/game";
import { inningMarkers, ordinal, phaseLabels } from "./gameDisplay.messages";

/** Bump when the shape of any display payload changes; the app refuses unknown majors. */
export const GAME_SCHEMA_VERSION = 4;

export function isLiveStatus(status: Game["status"]): boolean {
  return status === "in_progress" || status === "delayed";
}

export function isCompletedStatus(status: Game["status"]): boolean {
  return status === "final";
}

export function formatScoreDisplay(game: Game): string {
  return `${game.awayTeam.abbreviation} ${game.awayRuns}  ${game.homeTeam.abbreviation} ${game.homeRuns}`;
}

export function formatInningDisplay(game: Game): string {
  if (game.status === "final") {
    return game.inning > 9 ? `${phaseLabels.final}/${game.inning}` : phaseLabels.final;
  }
  return `${game.isTopHalf ? "Top" : "Bot"} ${ordinal(game.inning)}`;
}

export function formatCompactInning(game: Game): string {
  if (game.status === "final") return game.inning > 9 ? `${inningMarkers.final}/${game.inning}` : inningMarkers.final;
  return `${game.isTopHalf ? inningMarkers.top : inningMarkers.bottom}${game.inning}`;
}

export function getLiveNote(game: Game): string | null {
  if (game.status === "delayed") {
    return game.delayMinutes ? `Delayed ${game.delayMinutes} min` : phaseLabels.delayed;
  }
  return null;
}
