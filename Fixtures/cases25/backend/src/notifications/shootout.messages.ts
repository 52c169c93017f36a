// Copy for extra time and the penalty shootout. Lock-screen glance length:
// keep bodies under roughly 90 characters.

export const shootoutMessages = {
  start: {
    title: 'Shootout',
    body: (home: string, away: string) => `${home} and ${away} go to seven-metre throws, five each`,
  },
  kickScored: {
    title: (taker: string) => `${taker} scores`,
    body: (score: string) => `Shootout ${score}`,
  },
  kickSaved: {
    title: (keeper: string) => `${keeper} saves`,
    body: (keeper: string, taker: string) => `${keeper} saves from ${taker}, what a save`,
  },
  suddenDeath: {
    title: 'Sudden death',
    body: 'Level after five throws each. Next miss could settle it',
  },
  winner: {
    title: (team: string) => `${team} win on throws`,
    body: (score: string, keeper: string) => `${score} in the shootout — ${keeper} with three stops`,
  },
  comebackWinner: {
    title: (team: string) => `${team} through`,
    body: (team: string) => `${team} win it from 0–2 down in the shootout!`,
  },
  keeperHero: {
    title: 'Shootout over',
    body: (keeper: string) => `${keeper} steps up when it matters most and dispatches the hopes of the hosts`,
  },
  extraTimeStart: {
    title: 'Extra time',
    body: (score: string) => `${score} after 60. Two halves of five minutes`,
  },
  extraTimeGoal: {
    title: (team: string) => `${team} lead in extra time`,
    body: (team: string, score: string) => `${team} lead in extra time, ${score}`,
  },
  lateDrama: {
    title: 'Late goal',
    body: (scorer: string) => `Drama! ${scorer} levels with a second to go!`,
  },
  sevenMetreMiss: {
    title: 'Miss',
    body: (taker: string) => `${taker} hits the post!`,
  },
  bringsOn: {
    title: 'Keeper change',
    body: (keeper: string) => `${keeper} comes on for the shootout`,
  },
  statsLine: {
    title: 'Shootout stats',
    body: (keeper: string, saves: number) => `${keeper} — ${saves} saves from 5`,
  },
  rules: {
    title: 'How it works',
    body: 'Each side takes five seven-metre throws with different players. If it is still level after five, it goes to sudden death, one throw each, until one side scores and the other does not',
  },
  hypeWinner: {
    title: 'Winners',
    body: (team: string) => `An unbelievable, sensational finish as ${team} take it`,
  },
  codeTilde: {
    title: 'Shot clock',
    body: (team: string) => `~${team} warned for passive play~`,
  },
  markdownLink: {
    title: 'Highlights',
    body: (url: string) => `Watch the shootout [here](${url})`,
  },
  short: {
    title: 'FT',
    body: (score: string) => `${score} after throws`,
  },
  decider: {
    title: 'Decider',
    body: (team: string) => `${team} need this throw to stay alive — the crowd goes wild`,
  },
  glance: {
    title: 'Still level',
    body: (score: string) => `${score} after ten throws. One each until it breaks`,
  },
} as const;
