export const displayMessages = {
  overtime: 'OT',
  halftime: 'Half',
  final: 'Final',
  finalOvertime: 'Final/OT',
  quarter: (q: number) => `Q${q}`,
  downDistance: (down: string, distance: string, spot: string) => `${down} & ${distance} at ${spot}`,
  redZoneNote: 'In the red zone',
  twoMinuteNote: 'Two-minute warning',
  noDrives: 'No drives yet',
  winProbability: (team: string, pct: number) => `${team} ${pct}% to win — per the model`,
};
