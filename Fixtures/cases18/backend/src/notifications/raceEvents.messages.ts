// User-facing copy for race event notifications and Live Activity event lines.
// Keys match `RaceEventType` in src/schemas/events.ts.

export interface NotificationCopy {
  title: string;
  body: string;
}

export const raceEventMessages = {
  overtake: (driver: string, rival: string, position: string): NotificationCopy => ({
    title: `${driver} up to ${position}`,
    body: `Past ${rival} into turn 1`,
  }),

  pitStop: (driver: string, stationary: string, rejoinPosition: string): NotificationCopy => ({
    title: 'Pit stop',
    body: `${driver} — ${stationary} stationary, rejoins ${rejoinPosition}`,
  }),

  pitStopRoutine: (driver: string, stationary: string): NotificationCopy => ({
    title: `${driver} pits`,
    body: `${driver} pits - ${stationary} stationary`,
  }),

  fastestLap: (driver: string, lapTime: string): NotificationCopy => ({
    title: 'Fastest lap',
    body: `${driver} is on fire — ${lapTime}`,
  }),

  purpleSector: (driver: string, sector: number): NotificationCopy => ({
    title: `${driver} quickest in sector ${sector}`,
    body: `Personal best | sector ${sector}`,
  }),

  safetyCar: (reason: string): NotificationCopy => ({
    title: 'Safety car',
    body: `**Safety car** deployed — ${reason}`,
  }),

  virtualSafetyCar: (sector: number): NotificationCopy => ({
    title: 'VSC',
    body: `VSC deployed — incident in sector ${sector}`,
  }),

  greenFlag: (): NotificationCopy => ({
    title: 'Green flag',
    body: 'Racing resumes',
  }),

  redFlag: (reason: string): NotificationCopy => ({
    title: 'Red flag',
    body: `<b>Session suspended</b> — ${reason}`,
  }),

  leadChange: (driver: string, rival: string): NotificationCopy => ({
    title: `${driver} leads`,
    body: `An incredible move on ${rival} at the hairpin`,
  }),

  gapGrowing: (driver: string, gap: string): NotificationCopy => ({
    title: `${driver} pulling away`,
    body: `${driver} is FLYING — ${gap} clear`,
  }),

  pitWindow: (laps: number): NotificationCopy => ({
    title: 'Pit window',
    body: `Opens in ~${laps} laps`,
  }),

  podium: (driver: string, position: string): NotificationCopy => ({
    title: `${driver} on the podium`,
    body: `${driver} brings up a podium finish in ${position}`,
  }),

  careerWins: (driver: string, wins: number): NotificationCopy => ({
    title: `${driver} wins`,
    body: `${driver} reaches a milestone with win number ${wins}`,
  }),

  firstWin: (driver: string): NotificationCopy => ({
    title: `${driver} wins`,
    body: `First career win for ${driver}!`,
  }),

  chequeredFlag: (winner: string, margin: string): NotificationCopy => ({
    title: 'Chequered flag',
    body: `${winner} takes it!! Winning margin ${margin}`,
  }),

  penalty: (driver: string, seconds: number, offence: string): NotificationCopy => ({
    title: `${seconds}s penalty for ${driver}`,
    body: `${offence}`,
  }),

  penaltyServed: (driver: string): NotificationCopy => ({
    title: 'Penalty served',
    body: `${driver} served the penalty!`,
  }),

  retirement: (driver: string, reason: string): NotificationCopy => ({
    title: `${driver} out`,
    body: `Retires – ${reason}`,
  }),

  retirementDetail: (driver: string, reason: string, lap: number): NotificationCopy => ({
    title: `${driver} retires`,
    body: `${driver} has pulled over and retired from the race on lap ${lap} after reporting ${reason} over team radio, ending what had been a strong afternoon from the second row of the grid`,
  }),

  stintUpdate: (driver: string, compound: string, laps: number): NotificationCopy => ({
    title: `${driver} on ${compound}`,
    body: `${laps} laps old — lap times holding`,
  }),

  hourMark: (hour: number, leader: string): NotificationCopy => ({
    title: `Hour ${hour}`,
    body: `${leader} leads the 24-hour race`,
  }),

  grandSlam: (driver: string): NotificationCopy => ({
    title: `Grand slam for ${driver}`,
    body: 'Pole, every lap led, fastest lap and the win!',
  }),

  magnificentDefence: (driver: string, laps: number): NotificationCopy => ({
    title: `${driver} holds on`,
    body: `A magnificent defence over ${laps} laps`,
  }),
};
