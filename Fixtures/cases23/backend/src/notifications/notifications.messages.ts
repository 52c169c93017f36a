// Alert copy for goal, card and match-state notifications.
// Titles are the headline; bodies add what the title doesn't say.

export const notificationMessages = {
  goal: {
    title: (home: string, away: string, score: string) => `${home} ${score} ${away}`,
    body: (scorer: string, minute: number) => `${scorer}, ${minute}' — field goal`,
  },
  pcGoal: {
    title: (team: string) => `${team} score from a PC`,
    body: (scorer: string, minute: number) => `${scorer} finds the back of the net from the penalty corner, ${minute}'`,
  },
  hatTrick: {
    title: (scorer: string) => `Hat-trick for ${scorer}!`,
    body: (team: string, score: string) => `${team} lead ${score}`,
  },
  greenCard: {
    title: "Green card",
    body: (player: string, team: string) => `Green card for ${player} (${team}) — 2 minutes off`,
  },
  yellowCard: {
    title: "Yellow card",
    body: (player: string, minutes: number) => `${player} — ${minutes} minutes in the bin`,
  },
  redCard: {
    title: (team: string) => `${team} down to ten`,
    body: (player: string) => `${player} sent off for the rest of the match`,
  },
  quarterEnd: {
    title: (quarter: number) => `End of Q${quarter}`,
    body: (score: string) => `${score} at the break`,
  },
  fullTime: {
    title: "Full time",
    body: (winner: string, score: string) =>
      `${winner} win ${score} in a magnificent display of attacking hockey that had the crowd on its feet from the opening push-back to the final hooter`,
  },
  shootout: {
    title: "Shootout",
    body: (home: string, away: string) => `${home} and ${away} head to a shootout after a draw`,
  },
  comeback: {
    title: (team: string) => `${team} come back`,
    body: (team: string, score: string) => `Brilliant fightback from ${team}!! ${score}`,
  },
  milestone: {
    title: (player: string) => `${player} reaches a milestone`,
    body: (player: string, goals: number) => `${goals} international goals for ${player}`,
  },
  referral: {
    title: (team: string) => `${team} video referral`,
    body: (outcome: string) => `Outcome: \`${outcome}\``,
  },
  abandoned: {
    title: "Match abandoned",
    body: (reason: string, score: string) => `Match abandoned ~ ${reason} (${score})`,
  },
} as const;
