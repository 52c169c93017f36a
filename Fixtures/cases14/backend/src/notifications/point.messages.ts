// Alert copy for in-match moments. Routine points stay calm; rare moments may earn a single !.

export const pointMessages = {
  setWonTitle: (team: string) => `${team} take the set`,
  setWonBody: (score: string, sets: string) => `${score} — sets now ${sets}`,
  aceTitle: 'Ace',
  aceBody: (player: string, team: string) => `${player} serves an ace for ${team}!`,
  fiveAcesTitle: (player: string) => `${player}: five aces in a set!`,
  setPointTitle: 'Set point',
  setPointBody: (team: string) => `${team} bring up set point with a thunderous spike`,
  blockTitle: 'Stuff block',
  blockBody: (player: string) => `${player} stuffs it at the net`,
  timeoutTitle: 'Timeout',
  timeoutBody: (team: string) => `${team} call time`,
  comebackTitle: 'Comeback',
  comebackBody: (team: string) => `${team} are making a comeback!! Unbelievable scenes!`,
  milestoneBody: (player: string) => `${player} reaches a milestone with a 20th kill`,
  challengeBody: (team: string) => `${team} win the \`video challenge\``,
  substitutionBody: (inPlayer: string, outPlayer: string) => `${inPlayer} on for ${outPlayer}`,
  rotationBody: (team: string) => `**${team}** rotate into their strongest serving order`,
  slowRallyBody: (team: string, n: number) => `${team} win a ${n}-shot rally — the longest of the night`,
  recapBody: (home: string, away: string, score: string) => `${home} and ${away} traded long rallies through a tight fourth set, with the lead changing hands nine times before ${home} finally closed it out at ${score} to take a two-sets-to-one lead into the break`,
};
