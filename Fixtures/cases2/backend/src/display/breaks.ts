import type { BreakKind } from "../schemas/match.schema";

const BREAK_LABELS: Record<BreakKind, string> = {
  lunch: "Lunch",
  tea: "Tea",
  drinks: "Drinks",
  rain: "Rain delay — covers on",
};

export function breakCaption(kind: BreakKind): string {
  return BREAK_LABELS[kind];
}
