import type { GameRow } from "../stores/gameStore.js";
import { displayCopy } from "./display.messages.js";

const QUARTER_SECONDS = 720;

export function isLiveStatus(status: GameRow["status"]): boolean {
  return status === "in_progress" || status === "overtime";
}

export function isCompletedStatus(status: GameRow["status"]): boolean {
  return status === "final" || status === "final_ot";
}

export function formatScoreDisplay(game: GameRow): string {
  return `${game.awayAbbr} ${game.awayScore} — ${game.homeAbbr} ${game.homeScore}`;
}

export function formatClockDisplay(game: GameRow): string {
  const minutes = Math.floor(game.clockSeconds / 60);
  const seconds = String(game.clockSeconds % 60).padStart(2, "0");
  return `${minutes}:${seconds}`;
}

export function periodLabel(game: GameRow): string {
  return game.period > 4 ? displayCopy.overtimePeriod(game.period - 4) : displayCopy.quarter(game.period);
}

export function getLiveNote(game: GameRow): string | null {
  if (game.period >= 4 && game.clockSeconds <= 120 && Math.abs(game.homeScore - game.awayScore) <= 5) {
    return displayCopy.clutchTime;
  }
  if (game.homeBonus || game.awayBonus) return displayCopy.bonus(game.homeBonus ? game.homeAbbr : game.awayAbbr);
  return null;
}

export function elapsedFraction(game: GameRow): number {
  return ((game.period - 1) * QUARTER_SECONDS + (QUARTER_SECONDS - game.clockSeconds)) / (4 * QUARTER_SECONDS);
}
