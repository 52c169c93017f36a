/** Alert title and body pairs. The Lock Screen shows both, so keep them apart. */
export const notificationMessages = {
  raceStart: {
    title: 'Lights out',
    body: (gp: string) => `${gp} is under way`,
  },
  safetyCar: {
    title: 'Safety car',
    body: (lap: number) => `Safety car deployed on lap ${lap}`,
  },
  redFlag: {
    title: 'Red flag',
    body: (reason: string) => `Session stopped — ${reason}`,
  },
  raceWin: {
    title: (driver: string) => `${driver} wins`,
    body: (driver: string, gp: string) => `${driver} wins the ${gp}`,
  },
  penaltyAlert: {
    title: 'Penalty',
    body: (driver: string, seconds: number) => `${driver} — ${seconds}s for track limits`,
  },
  followConfirm: 'Following. Updates will appear on your Lock Screen',
  driverFollowConfirm: (driver: string) => `Following ${driver}`,
  raceEndNotice: 'Race finished — thanks for following',
  qualifyingHype: 'MASSIVE quali battle incoming!!!',
  sprintReminder: (gp: string) => `Sprint at the ${gp} starts in 30 minutes ~ get ready`,
};
