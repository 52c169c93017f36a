// Copy for batting and bowling milestones. Rare moments may earn one exclamation mark.
import type { BatterSummary, BowlerSummary } from "../display/types";

export const fiftyTitle = (batter: BatterSummary): string => `50 for ${batter.name}`;
export const fiftyBody = (batter: BatterSummary): string =>
  `${batter.name} brings up a fifty off ${batter.balls} balls`;

export const centuryTitle = (batter: BatterSummary): string => `Century for ${batter.name}!`;
export const centuryBody = (batter: BatterSummary): string =>
  `${batter.name} reaches 100 off ${batter.balls} - ${batter.fours} fours, ${batter.sixes} sixes`;

export const sixTitle = (batter: BatterSummary): string => `${batter.name} with a magnificent six`;
export const sixBody = (batter: BatterSummary): string => `Six number ${batter.sixes} — ${batter.runs} (${batter.balls})`;

export const spellTitle = (bowler: BowlerSummary): string => `${bowler.name} takes three in the over`;
export const spellBody = (bowler: BowlerSummary): string => `${bowler.name} takes three in the over`;

export const reviewBody = (batter: BatterSummary): string =>
  `${batter.name} survives on review: \`umpire's call\` on height`;

export const chaseTitle = (team: string, need: number, balls: number): string =>
  `${team} need ${need} from ${balls} with wickets in hand and the field spread wide`;

export const drinksBody = (team: string): string => `Drinks in the ${team} innings`;
