// Alert copy for standard (non Live Activity) notifications. On iPhone the
// title and body show together, so the body should add something the title does not.

export interface AlertCopy {
  title: string;
  body: string;
}

export const alertCopy = {
  kickOff: (home: string, away: string): AlertCopy => ({
    title: `${home} v ${away}`,
    body: 'Under way. Score is on your Lock Screen.',
  }),
  try: (team: string, player: string, score: string): AlertCopy => ({
    title: `Try ${team}`,
    body: `${team} score a try through ${player}`,
  }),
  yellowCard: (team: string, player: string): AlertCopy => ({
    title: `Yellow card — ${team}`,
    body: `${player} off for ten minutes`,
  }),
  fullTime: (winner: string, score: string): AlertCopy => ({
    title: 'Full time',
    body: `${winner} win ${score}`,
  }),
  draw: (score: string): AlertCopy => ({
    title: 'Full time',
    body: `Level at ${score}`,
  }),
  followConfirmed: (home: string, away: string) => `Following ${home} v ${away}. Live score goes on your Lock Screen at kick-off.`,
};
