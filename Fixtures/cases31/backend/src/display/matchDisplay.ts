import type { MatchItem } from "../schemas/match.schema.js";
import type { LiveActivityDisplayState } from "../schemas/liveActivity.schema.js";

export function isLiveStatus(phase: LiveActivityDisplayState["phase"]): boolean {
  return ["live", "interval", "tie_break", "review", "injury_timeout"].includes(phase);
}

export function isCompletedStatus(phase: LiveActivityDisplayState["phase"]): boolean {
  return phase === "completed" || phase === "retired" || phase === "conceded";
}

export function formatGamesLine(item: MatchItem): string {
  return `${item.playerA.gamesWon}–${item.playerB.gamesWon}`;
}

export function formatPointsLine(item: MatchItem): string {
  return `${item.playerA.pointsInGame}–${item.playerB.pointsInGame}`;
}

export function getLiveNote(item: MatchItem): string | null {
  if (item.playerA.pointsInGame === 10 && item.playerB.pointsInGame < 10) {
    return `Game ball ${item.playerA.name}`;
  }
  if (item.display.lastRallyText?.startsWith("Stroke")) {
    return "Stroke awarded – referee's call";
  }
  return null;
}
