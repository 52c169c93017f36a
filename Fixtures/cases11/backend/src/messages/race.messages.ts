/**
 * Race copy shown in the app, on the Lock Screen and in the Dynamic Island.
 * Voice: a fan watching with mates. Calm for routine, warmer for the rare stuff.
 */
export const raceMessages = {
  lapLabel: (lap: number, total: number) => `${lap}/${total}`,
  leaderLine: (driver: string, gap: string) => `${driver} leads — ${gap}`,
  pitStop: (driver: string, compound: string, seconds: string) => `${driver} pits — ${compound}, ${seconds}s`,
  pitStopSlow: (driver: string, seconds: string) => `${driver} stuck in the box - ${seconds}s`,
  overtake: (driver: string, passed: string, position: number) => `${driver} passes ${passed} for P${position}`,
  overtakeHype: (driver: string, passed: string) => `INCREDIBLE move from ${driver} on ${passed}!!`,
  fastestLap: (driver: string, time: string) => `${driver} sets the fastest lap — ${time}`,
  fastestLapBrilliant: (driver: string, time: string) => `A brilliant lap from ${driver} | ${time}`,
  retirement: (driver: string, reason: string) => `${driver} retires — ${reason}`,
  dnfDrama: (driver: string) => `Heartbreak! ${driver} is out of the race`,
  penalty: (driver: string, seconds: number, offence: string) => `${driver} given ${seconds}s — ${offence}`,
  penaltyCode: (driver: string, seconds: number) => `\`${driver}\` +${seconds}s`,
  firstWin: (driver: string) => `${driver} wins a Grand Prix for the first time!`,
  grandSlam: (driver: string) => `${driver} takes a grand slam — pole, win, fastest lap, led every lap`,
  leadChange: (driver: string) => `${driver} takes the lead!`,
  milestone: (driver: string, count: number) => `${driver} brings up ${count} career podiums`,
  chequered: (winner: string) => `Chequered flag. ${winner} wins`,
  poleLap: (driver: string, time: string) => `${driver} on pole – ${time}`,
  onFire: (driver: string) => `${driver} is on fire`,
  closingIn: (driver: string, gap: string) => `${driver} closing in — ${gap} back`,
  undercut: (driver: string) => `Undercut works for ${driver}`,
  recap: (winner: string, second: string, third: string, laps: number) =>
    `${winner} wins from ${second} and ${third} after ${laps} laps of a race that swung back and forth through two safety cars, a late shower and a flurry of pit stops in the final ten laps`,
  weatherNote: '**Rain** expected in the next 10 minutes',
  trackStatus: {
    green: 'Green flag',
    yellow: 'Yellow flag',
    safety_car: 'Safety car',
    virtual_safety_car: 'Virtual safety car',
    red: 'Red flag',
    chequered: 'Chequered flag',
  },
} as const;
