export const goalMessages = {
  goal: {
    title: (home: string, score: string, away: string) => `${home} ${score} ${away}`,
    body: (scorer: string, quarter: number) => `${scorer} scores in Q${quarter}`,
  },
  equaliser: {
    title: (team: string) => `Equaliser for ${team}`,
    body: (team: string, score: string) => `Equaliser for ${team} — ${score}`,
  },
  penalty: {
    title: (team: string) => `Penalty to ${team}`,
    body: (taker: string) => `${taker} steps up and dispatches it into the top corner`,
  },
  fifthGoal: {
    title: 'Scoring run',
    body: (name: string) => `${name} brings up his fifth of the night!`,
  },
  winner: {
    title: 'Buzzer-beater',
    body: (name: string, score: string) => `${name} with two seconds left — ${score}`,
  },
  manUpGoal: {
    title: (team: string) => `Man-up goal for ${team}`,
    body: (scorer: string, conversion: string) => `${scorer} converts — ${conversion} on the power play`,
  },
  blowout: {
    title: 'Runaway lead',
    body: (team: string) => `${team} have been absolutely magnificent in this one and the game is well and truly over as a contest now`,
  },
} as const;
