// Ladder display copy.

export const ladderMessages = {
  position: (pos: number) => `${pos}${pos === 1 ? 'st' : pos === 2 ? 'nd' : pos === 3 ? 'rd' : 'th'}`,
  points: (pts: number) => `${pts} pts`,
  percentage: (pct: number) => `${pct.toFixed(1)}%`,
  record: (w: number, l: number, d: number) => (d > 0 ? `${w}–${l}–${d}` : `${w}–${l}`),
  finalsLine: 'Finals line',
  clinched: (team: string) => `${team} have locked in a finals spot`,
  minorPremiers: (team: string) => `${team} — minor premiers`,
  eliminated: (team: string) => `${team} out of finals contention`,
  formHeading: 'Last 5',
  percentageNote: 'Percentage = goals for ÷ goals against × 100',
  ssnNote: 'SSN ladder: 4 points a win, 2 a draw, bonus point per quarter won',
  topSpotBattle: (a: string, b: string) => `${a} and ${b} are neck and neck at the top of the table`,
};
