// User-facing copy for wicket notifications. Every word a fan reads lives here.
import type { BatterSummary, BowlerSummary } from "../display/types";

export const wicketTitle = (team: string): string => `${team} lose a wicket`;

export const wicketBody = (batter: BatterSummary, bowler: BowlerSummary): string =>
  `${batter.name} departs for ${batter.runs} (${batter.balls}) — ${bowler.name} ${bowler.figures}`;

// Rare moments may earn one exclamation mark.
export const hatTrickTitle = (bowler: string): string => `Hat-trick for ${bowler}!`;

export const wicketHypeBody = (batter: BatterSummary): string =>
  `${batter.name} is gone!! What a delivery!`;

export const retiredBody = (batter: BatterSummary): string =>
  `${batter.name} retires ${!batter.hurt ? "out" : "hurt"} on ${batter.runs}`;
