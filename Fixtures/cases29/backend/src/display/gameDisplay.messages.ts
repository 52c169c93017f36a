import { ordinal } from '../lib/ordinal.js';

// Display copy for the schedule, game centre and Live Activity.
// Voice: a fan at the club watching on the bar TV. Calm for routine ends.

export const displayCopy = {
  endOf: (end: number, scheduled: number) => `End ${end} of ${scheduled}`,
  extraEnd: 'Extra end',
  endBreak: (end: number) => `Break after the ${ordinal(end)}`,
  final: 'Final',
  conceded: (team: string, end: number) => `${team} shake hands after ${end}`,
  stonesLeft: (n: number) => `${n} stones left`,
  firstStone: 'First stone',
  hammerWith: (team: string) => `${team} with hammer`,
  stealLine: (team: string, points: number, scoreline: string) => `${team} steal ${points} — ${scoreline}`,
  blankLine: (end: number, scoreline: string) => `Blank in the ${ordinal(end)} - ${scoreline}`,
  powerPlayLine: (team: string) => `${team} call the power play | hammer kept`,
  takeoutLine: (shooter: string, scoreline: string) => `${shooter} clears the four-foot — ${scoreline}`,
  extraEndLine: (scoreline: string) => `Level after regulation – ${scoreline}`,
  multiEndLine: (team: string, points: number) => `${team} score ${points} with hammer`,
  bigEndLine: (team: string, points: number) => `${team} put up a HUGE ${points}`,
  brilliantDraw: (shooter: string) => `Brilliant draw to the button from ${shooter}`,
  doubleTakeout: (shooter: string) => `${shooter} with the double`,
  slamBadge: 'GSOC Masters',
  worldsBadge: 'WCF World Championship',
  stealNote: (points: number) => `Steal of ${points}`,
  eightEnder: (team: string) => `Eight-ender for ${team}!`,
  hammerNote: (team: string) => `**${team}** have hammer`,
  thinkingTime: (minutes: number) => `~${minutes} min thinking time left`,
  drawShotNote: (cm: number) => `DSC ${cm.toFixed(1)} cm`,
};
