// User-facing copy for display state, Lock Screen and Dynamic Island.
// Keep every line short enough to read at a glance.

export const displayMessages = {
  status: {
    pre: (kickoff: string) => `Push-back ${kickoff}`,
    quarterBreak: (quarter: number) => `End of Q${quarter}`,
    halfTime: "Half time",
    shootout: "Shootout",
    fullTime: "Full time",
    leading: (team: string, margin: number) => `${team} lead by ${margin}`,
    level: "All square",
    comeback: (team: string) => `${team} have turned this around — what a game!!`,
    abandonedLightning: "Abandoned — lightning in the area",
    abandonedWaterlogged: "Abandoned – waterlogged pitch",
    suspended: (reason: string) => `Play suspended | ${reason}`,
  },
  corners: {
    summary: (homeWon: number, homeScored: number, awayWon: number, awayScored: number) =>
      `PCs ${homeScored}/${homeWon} — ${awayScored}/${awayWon}`,
    streak: (team: string, count: number) => `${team} have won ${count} corners in a row - pressure building`,
  },
  events: {
    fieldGoal: (player: string) => `Goal — ${player}, field goal`,
    pcGoal: (player: string) => `Goal — ${player}, drag flick from a PC`,
    strokeGoal: (player: string) => `Goal — ${player} from the stroke`,
    hatTrick: (player: string) => `Hat-trick for ${player}!`,
    greenCard: (player: string) => `Green card for ${player}!`,
    yellowCard: (player: string, minutes: number) => `Yellow card — ${player}, ${minutes} min`,
    redCard: (player: string) => `Red card — ${player} is off for the rest of the match`,
    referralUpheld: (team: string) => `${team} referral upheld — **goal stands**`,
    referralLost: (team: string) => `${team} lose their referral`,
    shootoutWin: (team: string) => `${team} win the shootout`,
    INCREDIBLE_SAVE: (keeper: string) => `${keeper} denies the flick`,
  },
  sentiment: {
    tense: "Tight one",
    dominant: (team: string) => `${team} are ON FIRE`,
    comeback: (team: string) => `${team} finding a way back`,
  },
  placeholders: {
    noEvents: "Nothing on the board yet",
    stale: "Waiting for the next update from the ground",
  },
} as const;
