export const scheduleMessages = {
  emptyDay: 'No matches scheduled today',
  emptyLive: 'Nothing on court right now',
  notBefore: (time: string) => `Not before ${time}`,
  followTip: 'Tap **Follow** on any match for point-by-point updates',
  rainSuspended: 'Play suspended — rain',
  orderOfPlayTitle: (day: number) => `Order of play — day ${day}`,
  finalsDay: 'ATP Finals — semifinal day',
  upNext: (label: string) => `Up next: ${label}`,
  featureMatch: (home: string, away: string, court: string) => `${home} and ${away} lock horns on ${court}`,
  afterSuspension: (label: string) => `${label} (resumes from the point it stopped)`,
};
