// Daily digest copy. House style: no "brings up", no "on fire", no "dispatches".
// Separator between a description and its stats is an em dash.

export const digestCopy = {
  title: 'Yesterday at the table',
  eventDay: (event: string, day: number) => `${event}, day ${day}`,
  result: (winner: string, loser: string, games: string) => `${winner} beat ${loser} — ${games}`,
  departs: (name: string) => `${name} departs in the last 16`,
  bringsPlayBack: 'Lights back on, play resumed at table 2',
  olympicFinal: 'Olympic final tonight, 19:30 local',
  ittfNote: 'ITTF rules: one timeout per player per match',
  upsetBody: (winner: string, rank: number) => `${winner}, ranked ${rank}, takes out the top seed`,
  glanceLine: (home: string, away: string, games: string) => `${home} v ${away} — ${games} in games`,
  lightingNote: (mins?: number) => (mins !== undefined ? `Lights out for about ${mins} min` : 'Lights out at the venue'),
  dominant: (name: string) => `${name} was simply sensational, a truly brilliant performance`,
  scorer: (name: string) => `${name} dispatches to the boundary of the table`,
  weekendWrap: (n: number) => `${n} matches played over the weekend at WTT Star Contender events, with several seeds going out early, a handful of comebacks from two games down and one very long deciding game in the women's draw.`,
  tildeNote: (mins: number) => `Resumes in ~${mins} min`,
  stats: (serve: number, receive: number) => `Serve ${serve}% — receive ${receive}%`,
  routineWin: (name: string) => `${name} through to the quarter-finals!`,
};

export const digestAlert = {
  title: (event: string) => `${event} results`,
  body: (event: string, n: number) => `${event} results: ${n} matches finished today`,
  quietBody: (n: number) => `${n} matches finished, two went to a deciding game`,
};
