// Push notification copy. Titles are short; bodies add what the title doesn't say.

export const notificationMessages = {
  wicket: {
    title: (bowler: string) => `Wicket — ${bowler}`,
    body: (batter: string, score: string) => `${batter} departs, ${score}`,
  },
  fifty: {
    title: (batter: string) => `${batter} 50`,
    body: (balls: number, score: string) => `Off ${balls} balls — team on ${score}`,
  },
  century: {
    title: (batter: string) => `${batter} hundred!`,
    body: (batter: string, balls: number) => `${batter} brings up a brilliant century off ${balls} balls`,
  },
  rainDelay: {
    title: "Rain delay",
    body: "Rain delay at the ground, players are off the field and the covers are on",
  },
  resumed: {
    title: "Play resumes",
    body: (overs: string) => `Revised to ${overs} overs a side`,
  },
  result: {
    title: (winner: string) => `${winner} win`,
    body: (margin: string) => `By ${margin}`,
  },
  sixes: {
    title: "Three sixes in a row!",
    body: (batter: string, bowler: string) => `${batter} takes ${bowler} apart - 18 off the over`,
  },
  drinks: {
    title: "Drinks",
    body: (score: string) => `Drinks break! ${score}`,
  },
  superOver: {
    title: "Super over",
    body: "Scores level after 20 overs. The teams go again with one over each, six balls, two wickets, and the higher score wins the match outright",
  },
  reviewLost: {
    title: "Review lost",
    body: (team: string) => `${team} lose a review — **umpire's call**`,
  },
  powerplayOver: {
    title: "Powerplay done",
    body: (score: string) => `${score} after six – fielders can go back`,
  },
  dlsTarget: {
    title: "DLS target",
    body: (target: number, overs: number) => `${target} to win from ${overs} overs`,
  },
  matchDay: {
    title: "Match day",
    body: (teams: string) => `${teams} is ON FIRE tonight`,
  },
} as const;
