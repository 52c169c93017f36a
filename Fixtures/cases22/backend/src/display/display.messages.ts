// User-facing display copy for match and Live Activity display state.
// Everything the app shows as text is built here, never on the device.

export const displayMessages = {
  scoreline: (home: number, away: number) => `${home} – ${away}`,
  clock: (secondsLeft: number) => {
    const m = Math.floor(secondsLeft / 60);
    const s = secondsLeft % 60;
    return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  },
  quarterLabel: (quarter: number) => (quarter <= 4 ? `Q${quarter}` : `Extra time ${quarter - 4}`),
  quarterLong: ['First quarter', 'Second quarter', 'Third quarter', 'Fourth quarter'] as const,

  leading: (team: string, margin: number) => `${team} by ${margin}`,
  level: 'Level',
  won: (team: string, margin: number) => `${team} win by ${margin}`,
  drawn: 'Drawn — points shared',
  halfTime: (team: string, margin: number) => (margin === 0 ? 'Half time — level' : `Half time — ${team} by ${margin}`),
  quarterBreak: (quarter: number) => `End of Q${quarter}`,
  suspended: 'Play suspended for weather — resumes when the court is safe',
  abandoned: 'Abandoned',
  preMatch: (start: string) => `Starts ${start}`,

  shootingLine: (name: string, made: number, attempts: number, pct: number) => `${name} ${made}/${attempts} - ${pct}%`,
  centrePassLine: (team: string, converted: number, total: number) => `${team} ${converted}/${total} from centre pass`,
  superShotNote: (home: number, away: number) => `Power Five — super shots ${home}–${away}`,
  superShotStreak: (name: string, count: number) => `${name} lands ${count} super shots in a row!`,
  powerFiveStart: 'Power Five is on!!',
  interceptLine: (name: string) => `Intercept | ${name}`,
  gainLine: (name: string, gains: number) => `${name} – ${gains} gains`,
  penaltyNote: (name: string, count: number) => `${name}: ${count} penalties — watch the contact`,
  substitution: (on: string, off: string, position: string) => `${on} on at ${position} for ${off}`,
  extraTime: 'Extra time — two halves of five minutes, first to lead by two',

  comeback: (team: string, deficit: number) => `${team} back from ${deficit} down`,
  runaway: (team: string) => `${team} are UNSTOPPABLE`,
  tense: 'An incredible finish in the making',
  bigQuarter: (team: string, goals: number) => `${team} on fire with ${goals} in the quarter`,
  milestone: (name: string, goals: number) => `${name} brings up ${goals} goals`,
  recordText: (w: number, l: number, d: number) => `${w}W ${l}L ${d}D`,
  ladderPoints: (points: number) => `${points} pts`,
  percentage: (pct: number) => `${pct.toFixed(1)}%`,
  approxRemaining: (minutes: number) => `~${minutes} min to go`,
  positionBadge: { GS: 'GS', GA: 'GA', WA: 'WA', C: 'C', WD: 'WD', GD: 'GD', GK: 'GK' } as const,
};
