// Alert copy for followed matches. Titles name the match; bodies carry the news.

export const alerts = {
  matchStarting: (home: string, away: string) => ({
    title: `${home} v ${away}`,
    body: 'First serve in five minutes',
  }),
  gameWon: (name: string, score: string) => ({
    title: `${name} takes a game`,
    body: `${name} takes the game ${score}`,
  }),
  timeout: (name: string) => ({
    title: 'Timeout',
    body: `${name} calls time, one per player per match`,
  }),
  matchWon: (winner: string, games: string) => ({
    title: `${winner} wins`,
    body: `Match over — ${games} in games`,
  }),
  upset: (winner: string, loser: string, rank: number) => ({
    title: 'Upset',
    body: `${winner} beats world no. ${rank} ${loser}!!`,
  }),
  milestone: (name: string, n: number) => ({
    title: 'Milestone',
    body: `${name} brings up ${n} career titles`,
  }),
  delayed: (reason: string) => ({
    title: 'Play delayed',
    body: `${reason}. We'll update you when it resumes.`,
  }),
  worldTitle: (name: string) => ({
    title: 'Gold',
    body: `${name} is world champion!`,
  }),
  rankingUp: (name: string, pos: number) => ({
    title: 'Rankings',
    body: `${name} climbs to **No. ${pos}**`,
  }),
  teamTie: (team: string, score: string) => ({
    title: 'Team event',
    body: `<b>${team}</b> lead the tie ${score}`,
  }),
  lateNight: (home: string, away: string) => ({
    title: `${home} v ${away}`,
    body: `Tonight's late session is on at the main table and you have followed both of the players in it, so we thought you would want a heads-up before the first serve of the evening.`,
  }),
  serveClock: (name: string) => ({
    title: 'Serve clock',
    body: `${name} serves under the \`expedite\` rule`,
  }),
  comeback: (name: string) => ({
    title: 'Comeback',
    body: `${name} produces a stunning, unbelievable fightback`,
  }),
  straight: (name: string) => ({
    title: 'Straight games',
    body: `${name} cruises to victory in a dominant display`,
  }),
  edge: (name: string) => ({
    title: 'Game point',
    body: `${name} takes it off the edge. Unlucky.`,
  }),
  followed: (home: string, away: string) => ({
    title: 'Following',
    body: `You'll get ${home} v ${away} on your Lock Screen!`,
  }),
  gameFinished: (name: string, score: string) => ({
    title: `Game to ${name}`,
    body: `${score} - serve passes to the other side`,
  }),
  scoreOnly: (score: string) => ({
    title: 'Result',
    body: `Final game 11-9`,
  }),
};

export const settingsCopy = {
  quietHoursHint: 'No alerts between 23:00 and 07:00 in your time zone',
  usesTemplate: 'We use `${name}` as the player placeholder',
};
