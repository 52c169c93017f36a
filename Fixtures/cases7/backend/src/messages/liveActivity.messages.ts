// Lock Screen and Dynamic Island copy. People read this between points, so
// every line has to survive a half-second glance.

export const liveActivityMessages = {
  deuce: 'Deuce',
  advantage: (shortName: string) => `Ad ${shortName}`,
  breakPoint: 'Break point',
  breakPoints: (count: number) => `${count} break points`,
  setPoint: 'Set point',
  matchPoint: 'Match point',
  championshipPoint: 'Championship point',
  tiebreak: (setNumber: number) => `Tiebreak — set ${setNumber}`,
  minimalTiebreak: 'TB',
  rainDelay: 'Rain delay — covers on',
  badLight: 'Suspended for bad light',
  medicalTimeout: (shortName: string) => `Medical timeout — ${shortName}`,
  retired: (shortName: string) => `${shortName} retired`,
  walkover: (shortName: string) => `${shortName} through on a walkover`,
  challenge: (shortName: string, overturned: boolean) =>
    overturned ? `Hawk-Eye challenge — ${shortName} was right` : 'Hawk-Eye challenge — call stands',
  footerStats: (aces: number, doubleFaults: number) => `${aces} aces — ${doubleFaults} double faults`,
  servingForSet: (shortName: string) => `${shortName} serving for the set`,
  servingForMatch: (shortName: string) => `${shortName} serving for the match`,
  breakOfServe: (shortName: string) => `${shortName} breaks!`,
  matchWon: (shortName: string, score: string) => `${shortName} wins — ${score}`,
  goldenSet: (shortName: string) => `${shortName} wins a golden set!`,
  delayEta: (minutes: number) => `Play expected to resume in ~${minutes} min`,
  titleLine: (tournament: string, round: string, court: string) => `${tournament} · ${round} · ${court}`,
};
