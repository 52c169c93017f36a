export const matchMessages = {
  starting: {
    title: (home: string, away: string) => `${home} v ${away}`,
    body: (competition: string) => `Swim-off in 10 minutes — ${competition}`,
  },
  quarterEnd: {
    title: (quarter: number) => `End of Q${quarter}`,
    body: (note: string, score: string) => `${note} – ${score}`,
  },
  final: {
    title: (home: string, score: string, away: string) => `FT: ${home} ${score} ${away}`,
    body: (topScorer: string, goals: number) => `${topScorer} top scorer with ${goals}`,
  },
  exclusionForGame: {
    title: (team: string) => `${team} exclusion for the game`,
    body: (name: string, team: string) => `${team} exclusion for the game — ${name} is out`,
  },
  timeout: {
    title: (team: string) => `Timeout ${team}`,
    body: (clock: string) => `${clock} left, a massive moment in the game!`,
  },
  comeback: {
    title: (team: string) => `${team} back level`,
    body: (deficit: number) => `Were ${deficit} down at half-time`,
  },
  noMatches: 'No matches today',
  followConfirmed: 'Following — updates on your Lock Screen',
} as const;
