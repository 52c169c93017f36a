// Push notification copy. Titles are short; bodies carry the detail.

export const notificationMessages = {
  matchStarting: (home: string, away: string) => ({
    title: `${home} v ${away}`,
    body: 'First centre pass in 15 minutes.',
  }),
  quarterTime: (quarter: number, scoreline: string) => ({
    title: `End of Q${quarter}`,
    body: `${scoreline}. Quarter time!`,
  }),
  halfTime: (scoreline: string, leader: string) => ({
    title: 'Half time',
    body: `${leader} lead ${scoreline} at the break`,
  }),
  superShot: (name: string, team: string) => ({
    title: 'Super shot',
    body: `Super shot from ${name} for ${team}`,
  }),
  superShotRun: (name: string, count: number) => ({
    title: `${name} from range`,
    body: `${count} super shots in a row — the Power Five belongs to her`,
  }),
  intercept: (name: string, team: string) => ({
    title: `${team} turnover`,
    body: `${name} reads it and takes the intercept`,
  }),
  leadChange: (team: string, scoreline: string) => ({
    title: 'Lead change',
    body: `${team} hit the front, ${scoreline}!!`,
  }),
  extraTime: (scoreline: string) => ({
    title: 'Extra time',
    body: `Level at ${scoreline} after four quarters — **extra time** it is`,
  }),
  suspended: (venue: string) => ({
    title: 'Play suspended',
    body: `Lightning near ${venue}; players are off the court. We will update you as soon as the umpires and the venue confirm when play can safely resume, which could take a while.`,
  }),
  resumed: (scoreline: string) => ({
    title: 'Play resumes',
    body: `Back on court at ${scoreline}`,
  }),
  fullTime: (winner: string, margin: number, scoreline: string) => ({
    title: `${winner} win by ${margin}`,
    body: `${scoreline} — a brilliant performance that reaches a milestone for the club`,
  }),
  upset: (winner: string, scoreline: string) => ({
    title: 'Upset',
    body: `${winner} knock off the ladder leaders, ${scoreline}`,
  }),
  draw: (scoreline: string) => ({
    title: 'Drawn',
    body: `All square at ${scoreline} — a game of two halves`,
  }),
  hundredGoals: (name: string) => ({
    title: `${name}: 100 goals in a match`,
    body: 'A first for the league!',
  }),
  followConfirmed: (home: string, away: string) => ({
    title: 'Following',
    body: `You'll get ${home} v ${away} on your Lock Screen`,
  }),
  substitution: (on: string, off: string) => ({
    title: 'Rolling sub',
    body: `<b>${on}</b> replaces ${off}`,
  }),
  powerFive: (quarter: number) => ({
    title: `Power Five, Q${quarter}`,
    body: 'Super shots count double for the last five minutes. EXPLOSIVE finish ahead',
  }),
};
