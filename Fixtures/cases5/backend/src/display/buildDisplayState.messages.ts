// Copy for the Live Activity and hub display state. Keep it plain text: the Lock Screen
// renders no markup, so no **bold**, `code` or <b>tags</b> in here.

export const phaseLabels = {
  pre: 'Kick-off soon',
  first_half: '1st half',
  half_time: 'Half time',
  second_half: '2nd half',
  extra_time: 'Extra time',
  full_time: 'Full time',
  abandoned: 'Abandoned',
} as const;

export const clockLabels = {
  halfTime: 'HT',
  fullTime: 'FT',
  minute: (minute: number) => (minute > 80 ? `80+${minute - 80}'` : `${minute}'`),
};

export const eventLines = {
  try: (player: string, team: string) => `${player} goes over — try ${team}`,
  conversion: (kicker: string) => `${kicker} converts!`,
  conversionMissed: (kicker: string) => `${kicker} pulls the conversion wide`,
  penalty: (kicker: string, team: string) => `${kicker} slots the penalty - ${team} edge ahead`,
  dropGoal: (kicker: string) => `Drop goal from ${kicker} — three points`,
  penaltyTry: (team: string) => `Penalty try to ${team} — seven points`,
  yellowCard: (player: string) => `${player} to the bin — ten minutes`,
  redCard: (player: string) => `${player} sent off — down to 14`,
  tmo: (team: string) => `TMO checking the grounding — ${team} try on hold`,
  tmoNoTry: (reason: string) => `No try after review ~ ${reason}`,
  hatTrick: (player: string) => `Hat-trick for ${player}!`,
  lineoutSteal: (team: string) => `Incredible lineout steal from ${team}`,
  scrumPenalty: (team: string) => `${team} win the scrum penalty`,
  bigHit: (player: string) => `MASSIVE hit from ${player}`,
  milestone: (player: string, count: number) => `${player} brings up try number ${count} for his country`,
  fiftieth: (player: string) => `${player} wins his 50th cap`,
  comeback: (team: string) =>
    `${team} have come back from a long way behind in this one and now lead for the first time since the opening ten minutes of the match, with the home crowd behind them`,
  winningTry: (team: string) => `What a finish!! ${team} win it with the last play`,
};

export const footnotes = {
  lead: (team: string, margin: number) => `${team} lead — ${margin} points clear`,
  bonusPoint: (team: string) => `${team} have the bonus point — four tries`,
  sinBin: (count: number) => (count === 1 ? 'One player in the bin' : `${count} players in the bin`),
  halfTimeBreak: 'Teams back out shortly',
  abandoned: 'Match called off — result to follow',
  weather: 'Play held for lightning | restart to be confirmed',
};

export const titles = {
  fixture: (home: string, away: string) => `${home} v ${away}`,
};
