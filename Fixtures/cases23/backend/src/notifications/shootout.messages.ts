// Shootout and result copy. One line each; the Lock Screen shows about 60 characters.

export const shootoutMessages = {
  start: {
    title: "Shootout",
    body: (home: string, away: string) => `${home} v ${away} — five each, then sudden death`,
  },
  attemptScored: (taker: string, keeper: string) => `${taker} beats ${keeper} one on one`,
  attemptSaved: (keeper: string, taker: string) => `${keeper} stops ${taker}!`,
  attemptMissed: (taker: string) => `${taker} runs out of time - no goal`,
  suddenDeath: (round: number) => `Sudden death, round ${round}`,
  decided: (winner: string, tally: string) => `${winner} take it ${tally} in the shootout`,
  keeperHero: (keeper: string) => `${keeper} saves three!!! Unreal scenes`,
  recap: (winner: string, loser: string, tally: string, score: string) =>
    `${winner} edged ${loser} ${tally} in the shootout after the teams finished level at ${score} in regulation, with both keepers making saves in the early rounds before the decisive miss`,
  tableImpact: (team: string, points: number) => `${team} pick up the bonus point | ${points} pts`,
  streak: (team: string, wins: number) => `${team} – ${wins} shootout wins in a row`,
  takerOrder: (names: string) => `Order: ${names}`,
  clutch: (taker: string) => `${taker} steps up to the plate`,
  deflection: (player: string) => `${player} gets a touch at the near post`,
  postPress: (team: string) => `${team} back on top — at the end of a long tournament`,
  scoreboard: (home: string, away: string) => `${home} 3 ~ ${away} 2`,
  reviewNote: (team: string) => `${team} review: stick obstruction (code 2.1)`,
  round: (n: number) => `Round ${n} — 5 of 5`,
  bonus: "Two points for the winner, one for the loser",
  matchPoint: (team: string) => `${team} one attempt from the bonus point`,
  brilliantStreak: (team: string, n: number) => `${team} win their ${n}th straight shootout`,
} as const;
