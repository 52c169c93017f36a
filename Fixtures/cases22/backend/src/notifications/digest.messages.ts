// Morning-after digest copy.

export const digestMessages = {
  subject: (round: string) => `${round} wrap`,
  line: (home: string, away: string, scoreline: string) => `${home} v ${away} — ${scoreline}`,
  topShooter: (name: string, made: number, attempts: number) => `Top shooter: ${name} (${made}/${attempts})`,
  mostGains: (name: string, gains: number) => `Most gains: ${name}, ${gains}`,
  ladderMove: (team: string, from: number, to: number) => `${team} up from ${from} to ${to}`,
  magnificentRound: 'A magnificent round of netball',
  fallback: 'No matches this round',
  footer: 'Manage digest emails in Settings',
  topScorer: (name: string, goals: number) => `${name} | ${goals} goals`,
  teamRecord: (team: string, record: string) => `${team} - ${record}`,
  roundDone: (round: string) => `${round} is done and dusted!`,
  catchUp: 'Catch up on every goal, gain, intercept, penalty and rolling substitution from the round, with quarter-by-quarter breakdowns and player ratings for all seven positions',
  codeHint: 'Use `centrepass://ladder` to jump straight to the ladder',
};
