// Copy for game-flow alerts. Keep it calm; `twoMinute` and `final` are the only ones sent at high priority.

export const gameMessages = {
  kickoff: (away: string, home: string) => ({
    title: `${away} at ${home}`,
    body: 'Kickoff — first drive coming up',
  }),
  halftime: (score: string) => ({
    title: 'Halftime',
    body: `Halftime — ${score} at the break`,
  }),
  interception: (defender: string, team: string) => ({
    title: `${team} pick`,
    body: `${defender} picked off at the 20`,
  }),
  hailMary: (receiver: string, team: string) => ({
    title: 'Hail Mary!',
    body: `${receiver} comes down with it for ${team}`,
  }),
  firstDown: (team: string) => ({
    title: `${team} first down!`,
    body: 'Chains move',
  }),
  bigDrive: (team: string, yards: number) => ({
    title: `${team} scoring drive`,
    body: `An explosive ${yards}-yard march to take the lead`,
  }),
  capsDrive: (team: string) => ({
    title: `${team} QB sneak for the TD`,
    body: 'Into the end zone from a yard out',
  }),
  comeback: (team: string, deficit: number) => ({
    title: `${team} rally`,
    body: `${team} dispatches the deficit of ${deficit} points to level the game late`,
  }),
  penalty: (team: string, foul: string, yards: number) => ({
    title: `Flag on ${team}`,
    body: `${foul} | ${yards} yards`,
  }),
  injury: (player: string) => ({
    title: 'Injury timeout',
    body: `${player} is down — trainers are out`,
  }),
  delay: (minutes: number) => ({
    title: 'Weather delay',
    body: `Lightning in the area — play resumes in about ${minutes} min`,
  }),
};
