export const shootoutMessages = {
  start: {
    title: (home: string, away: string) => `Shootout: ${home} v ${away}`,
    body: 'Five penalties each, then sudden death',
  },
  suddenDeath: {
    title: 'Sudden death',
    body: (round: number) => `Round ${round} — next miss could decide it`,
  },
  won: {
    title: (team: string) => `${team} win the shootout`,
    body: (score: string, keeper: string) => `${score} on penalties — ${keeper} with the decisive save!`,
  },
  save: {
    title: 'Shootout save',
    body: (keeper: string) => `\`${keeper}\` keeps it out`,
  },
  miss: {
    title: 'Missed penalty',
    body: (name: string, score: string) => `${name} hits the bar | ${score}`,
  },
  result: {
    title: 'Shootout result',
    body: (score: string) => `<b>${score}</b> after penalties`,
  },
  epic: {
    title: 'Shootout drama',
    body: 'An EPIC, explosive finish in the pool',
  },
} as const;
