export const selectionMessages = {
  teamsTitle: (home: string, away: string) => `Teams are in: ${home} v ${away}`,
  teamsBody: (ins: number, outs: number) => `${ins} in, ${outs} out`,
  lateChangeTitle: (team: string) => `${team} late change`,
  lateChangeBody: (outPlayer: string, inPlayer: string, reason: string) => `${outPlayer} out (${reason}) — ${inPlayer} comes in`,
  lateChangeRedundantTitle: (team: string) => `Late change for ${team}`,
  lateChangeRedundantBody: (team: string, player: string) => `${team} have made a late change: ${player} is out`,
  debutBody: (player: string, team: string) => `${player} debuts for ${team} — **first game**`,
  returnBody: (player: string, weeks: number) => `${player} returns after ${weeks} weeks out`,
  milestoneGameBody: (player: string, games: number) => `${player} plays game <b>${games}</b> today`,
  captainOutBody: (player: string) => `\`${player}\` withdrawn before the bounce`,
  sameSideBody: (team: string) => `${team} unchanged`,
  injuryLongBody: (player: string, injury: string, weeks: number, team: string, replacement: string) =>
    `${player} has been ruled out of this week's match with a ${injury} that the club's medical staff expect will keep him sidelined for approximately ${weeks} weeks, and ${team} have named ${replacement} as his replacement in the starting twenty-two`,
  injuryShortBody: (player: string, injury: string, weeks: number) => `${player} out with ${injury} — ${weeks} weeks`,
  departsBody: (player: string, injury: string) => `${player} departs with ${injury}`,
};
