// All display copy for match screens and Live Activities. Voice: a fan watching with mates.
// Keep it short enough to read at a glance on the Lock Screen.

export const displayMessages = {
  headline: (p1: string, p2: string) => `${p1} v ${p2}`,
  scoreline: (frames1: number, frames2: number) => `${frames1}–${frames2}`,
  frameScore: (points1: number, points2: number) => `${points1}–${points2}`,
  bestOf: (frames: number) => `Best of ${frames}`,
  firstTo: (frames: number) => `First to ${frames}`,

  breakInProgress: (name: string, points: number) => `${name} - ${points}`,
  centuryBreak: (points: number) => `Century break — ${points}`,
  maximum: () => '147!',
  maximumAttempt: (name: string, points: number) => `${name} on for a maximum!! ${points} and counting`,
  pointsRemaining: (points: number) => `${points} remaining`,
  snookersRequired: (count: number) => (count === 1 ? 'Needs a snooker' : `Needs ${count} snookers`),
  frameBall: 'Frame ball!',
  matchBall: 'Match ball',
  freeBall: 'Free ball',
  reRack: 'Re-rack',
  foul: (name: string, points: number) => `Foul — ${points} to ${name}`,
  safetyExchange: 'Long safety exchange',

  interval: 'Mid-session interval',
  betweenSessions: (session: number) => `Session ${session} complete | back tomorrow`,
  sessionOf: (session: number, total: number) => `Session ${session} of ${total}`,
  walkover: 'Walkover — opponent withdrew',
  concluded: (winner: string, score: string) => `${winner} wins ${score}`,
  frameWon: (name: string, score: string) => `${name} takes the frame – ${score}`,
  decider: 'DECIDING FRAME',
  comeback: (name: string) => `${name} mounts an incredible comeback`,
  clearance: (name: string, points: number) => `${name} clears up — ${points}`,
  centuryMilestone: (name: string, count: number) => `${name} brings up century number ${count} this season`,
  ukChampionship: 'UK Championship — live from York',
  spoilerHidden: 'Score hidden',
  noBreak: '',
};

export const liveActivityMessages = {
  compactLeading: (shortName: string, frames: number) => `${shortName.slice(0, 3).toUpperCase()} ${frames}`,
  compactTrailing: (shortName: string, frames: number) => `${frames} ${shortName.slice(0, 3).toUpperCase()}`,
  pointsOnTable: (points: number) => `${points} on the table`,
  momentum: (name: string) => `${name} is on fire`,
  statusNoteLive: (session: number) => `Session ${session}`,
  statusNoteInterval: 'Interval',
  frameBallNote: '**Frame ball**',
  deciderNote: '<b>Decider</b>',
};
