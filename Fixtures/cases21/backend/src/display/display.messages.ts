// User-facing copy for match display state. Keep it short: it is read at a glance.

export const displayMessages = {
  preGame: (bounce: string) => `First bounce ${bounce}`,
  quarterTime: "Quarter time",
  halfTime: "Half time",
  threeQuarterTime: "Three-quarter time",
  fullTime: "Full time",
  postponed: (reason: string) => `Postponed — ${reason}`,
  abandoned: "Abandoned",
  scoresLevel: "Scores level",
  margin: (team: string, points: number) => `${team} by ${points}`,
  clock: (quarter: number, clock: string) => `Q${quarter} · ${clock}`,
  timeOn: (quarter: number) => `Time on in Q${quarter}`,
  goalEvent: (player: string, tally: number) => `Goal, ${player} — ${ordinal(tally)} for the day`,
  behindEvent: (player: string) => `Behind, ${player}`,
  rushedBehind: "Rushed behind",
  runOfGoals: (team: string, goals: number) => `${team} have kicked ${goals} straight | momentum swing`,
  comebackEvent: (team: string, deficit: number) => `${team} come from ${deficit} down - an INCREDIBLE turnaround`,
  afterTheSiren: (player: string) => `${player} kicks it after the siren to win it!`,
  tenGoals: (player: string) => `${player} has ten goals!`,
  markEvent: (player: string) => `Strong mark, ${player}!`,
  tackleEvent: (player: string) => `${player} lays a tackle`,
  lateChangeFooter: "Late change",
  finalsBound: "Locked into the eight",
  brilliantQuarter: (team: string) => `A brilliant, magnificent quarter from ${team}`,
  sealer: (player: string) => `${player} puts the sealer through the big sticks`,
  venueFooter: (venue: string, crowd: string) => `${venue} — crowd ${crowd}`,
};

function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}
