import type { LadderRow } from "../schemas/ladder.js";
import { ladderMessages as l } from "./ladder.messages.js";

export function positionText(position: number): string {
  return l.position(position);
}

export function percentageText(pointsFor: number, pointsAgainst: number): string {
  if (pointsAgainst === 0) return l.percentageUndefined;
  return `${((pointsFor / pointsAgainst) * 100).toFixed(1)}`;
}

export function pointsText(row: Pick<LadderRow, "wins" | "draws">): string {
  return l.points(row.wins * 4 + row.draws * 2);
}

export function finalsNote(row: LadderRow, roundsLeft: number, eighthPoints: number): string | null {
  const maxPoints = row.points + roundsLeft * 4;
  if (row.position > 8 && maxPoints < eighthPoints) return "Can no longer make the eight";
  if (row.is_in_top_eight && roundsLeft === 0) return l.finalsBound;
  return null;
}
