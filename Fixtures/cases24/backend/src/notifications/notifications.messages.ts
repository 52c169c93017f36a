// Push notification copy. Titles are short; bodies carry the detail.

export const goalMessages = {
  title: (team: string) => `Goal — ${team}`,
  body: (scorer: string, score: string) => `${scorer} finds the net. ${score}`,
  greenFlagTitle: (team: string) => `${team} goal`,
  greenFlagBody: (team: string, scorer: string, score: string) => `${team} goal: ${scorer} — ${score}`,
  penaltyBody: (scorer: string, score: string) => `${scorer} rattles the net from the penalty spot!! ${score}`,
};

export const pointMessages = {
  twoPointer: (scorer: string, score: string) => `${scorer} two-pointer — ${score}`,
  sixtyFive: (scorer: string, score: string) => `${scorer} points the 65 - ${score}`,
  free: (scorer: string, score: string) => `${scorer} free — ${score}`,
  streak: (team: string, run: string) => `${team} hit a run of ${run}!`,
};

export const cardMessages = {
  blackTitle: (player: string) => `Black card for ${player}`,
  blackBody: (player: string) => `Black card for ${player}: ten minutes in the sin-bin`,
  red: (player: string, team: string) => `${player} sent off — ${team} down to 14`,
  yellow: (player: string) => `Yellow card for ${player}`,
};

export const halfMessages = {
  halfTimeTitle: () => 'Half time',
  halfTimeBody: (home: string, away: string, homeScore: string, awayScore: string) =>
    `${home} ${homeScore}, ${away} ${awayScore}`,
  fullTimeTitle: (winner: string) => `${winner} win`,
  fullTimeBody: (winner: string, score: string) => `What a game! ${winner} win it ${score} in an EPIC finish`,
  extraTime: () => 'Level at full time — extra time to come',
};

export const shootoutMessages = {
  start: (home: string, away: string) => `${home} and ${away} go to a penalty shootout`,
  winner: (team: string) => `${team} win the shootout`,
  sudden: () => 'Sudden death in the shootout. Every kick counts now',
};

export const kickoffMessages = {
  soon: (home: string, away: string, minutes: number) => `${home} v ${away} throws in in ${minutes} min`,
  followConfirm: (home: string, away: string) => `Following ${home} v ${away}. Scores will appear on your Lock Screen`,
  brilliantStart: (team: string) => `A brilliant start from ${team}`,
  milestone: (player: string) => `${player} reaches a milestone with a 100th championship point`,
  century: (player: string) => `${player} brings up 100 championship points`,
  unfollowDone: () => 'Unfollowed. The Live Activity has ended',
  codeHint: () => 'Tap `Follow` to get scores on your Lock Screen',
  htmlHint: () => 'Scores on your <b>Lock Screen</b>',
  tildeNote: (minutes: number) => `Throw-in ~${minutes} min late`,
};
