// User-facing display labels. Tone: dry, informed volleyball fan.

export const displayMessages = {
  notStarted: 'Not started',
  setBreak: 'Set break',
  technicalTimeout: 'Technical timeout',
  abandoned: 'Match abandoned',
  tbd: 'TBD',
  serving: (team: string) => `${team} serving`,
  setLabel: (n: number) => (n === 5 ? 'Fifth set, to 15' : `Set ${n}`),
  decidingSet: 'Deciding set',
  finalResult: (winner: string, sets: string) => `${winner} win ${sets}`,
  setPointNote: (team: string, score: string) => `Set point ${team} — ${score}`,
  matchPointNote: (team: string, score: string) => `Match point ${team} - ${score}`,
  longRally: (n: number) => `${n}-shot rally — longest of the match`,
  sideoutRun: (team: string, n: number) => `${team} on a ${n}-0 run`,
  comeback: (team: string) => `${team} are ON FIRE after saving four set points`,
  blockParty: (team: string) => `An incredible block party from ${team}`,
  upsetAlert: 'FIVB ranking points at stake tonight',
  liveNote: (note: string) => `Live: ${note}`,
};

// Keep copy plain: no `code`, ~tildes~ or markdown in these strings.
export const emptyStates = {
  noLiveMatches: 'Nothing live right now',
  noStandings: 'Table appears after the first round',
};
