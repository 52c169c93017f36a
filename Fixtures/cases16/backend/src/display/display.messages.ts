// User-facing display copy. Every string the app shows that is not raw data lives here.

export const displayCopy = {
  quarter: (n: number) => `Q${n}`,
  overtimePeriod: (n: number) => (n === 1 ? "OT" : `${n}OT`),
  clutchTime: "Clutch time — within five, under two minutes",
  bonus: (team: string) => `${team} in the bonus`,
  halftime: "Halftime",
  final: "Final",
  finalOvertime: (n: number) => (n === 1 ? "Final/OT" : `Final/${n}OT`),
  tipoffSoon: (time: string) => `Tip-off ${time}`,
  postponed: "Postponed — we'll update the time when the league does",
  run: (team: string, forPts: number, against: number) => `${team} on a ${forPts}–${against} run`,
  blowout: "Runaway — starters are sitting",
  comeback: "Comeback on — down 15 at the half",
  tense: "Nobody's blinking",
  emptyFollows: "Follow a game to see it here",
};
