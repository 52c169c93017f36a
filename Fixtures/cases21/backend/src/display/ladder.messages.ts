export const ladderMessages = {
  position: (n: number) => `${n}`,
  percentageUndefined: "—",
  points: (n: number) => `${n} pts`,
  finalsBound: "Into the finals",
  doubleChance: "Top four — double chance",
  woodenSpoon: "Wooden spoon confirmed",
  minorPremiers: "Minor premiers!",
  percentageLead: (team: string, pct: string) => `${team} top on percentage | ${pct}`,
  topOfTable: (team: string) => `${team} are the premiership favourites now`,
  tableNote: "Ladder updates after each match, `live` until the final siren",
  byeRound: (teams: string) => `Bye: ${teams}`,
};
