// Copy for goal, save and suspension notifications.

export const goalAlertMessages = {
  goal: {
    title: (team: string) => `${team} score`,
    body: (scorer: string, scoreline: string) => `${scorer} — ${scoreline}`,
  },
  leadChange: {
    title: (team: string) => `${team} in front`,
    body: (team: string, scoreline: string) => `${team} in front for the first time — ${scoreline}`,
  },
  sevenMetre: {
    title: 'Seven-metre',
    body: (taker: string, outcome: string) => `${taker} ${outcome}`,
  },
  save: {
    title: (keeper: string) => `Save by ${keeper}`,
    body: (taker: string) => `Magnificent stop to deny ${taker}`,
  },
  suspension: {
    title: 'Two minutes',
    body: (player: string, team: string) => `${player} sent off for two minutes, ${team} down to five court players`,
  },
  redCard: {
    title: 'Red card',
    body: (player: string) => `${player} shown red and won't return tonight`,
  },
  goalBurst: {
    title: (team: string) => `${team} run`,
    body: (team: string, run: string) => `${team} hit an explosive ${run} run`,
  },
  timeout: {
    title: (team: string) => `Timeout ${team}`,
    body: (coach: string) => `${coach} calls a timeout!`,
  },
  milestone: {
    title: (player: string) => `${player} 1000 goals`,
    body: (player: string) => `${player} reaches a milestone with his 1000th Champions League goal`,
  },
  fullTime: {
    title: (home: string, away: string) => `${home} v ${away}`,
    body: (result: string, note: string) => `${result} — ${note}`,
  },
  brilliantFinish: {
    title: 'Late winner',
    body: (scorer: string) => `A brilliant finish from ${scorer} at the buzzer`,
  },
  commentary: {
    title: 'Goal',
    body: (scorer: string) => `${scorer} finds the back of the net`,
  },
  codeNote: {
    title: 'Shot clock',
    body: (team: string) => `${team} warned for \`passive play\``,
  },
} as const;
