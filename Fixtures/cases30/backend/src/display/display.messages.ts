// Display labels for the app and the Live Activity. The app renders these verbatim.

export const displayMessages = {
  quarterLabel: (n: number) => (n <= 4 ? `Q${n}` : n === 5 ? 'OT' : `${n - 4}OT`),
  periodClock: (period: string, clock: string) => `${period} · ${clock}`,
  manUp: (teamName: string, clock: string) => `${teamName} man-up — ${clock}`,
  suddenVictory: 'Sudden victory — next goal wins',
  halftime: 'Halftime',
  final: 'Final',
  finalOvertime: 'Final/OT',
  faceoffLine: (won: number, taken: number) => `${won}/${taken} at the X`,
  twoPointEvent: (scorer: string, yards: number) => `Two-point goal — ${scorer} from ${yards} yards`,
  goalEvent: (scorer: string) => `Goal — ${scorer}`,
  saveLine: (saves: number) => `${saves} saves`,
  scoreLine: (away: string, awayPts: number, homePts: number, home: string) => `${away} ${awayPts} – ${homePts} ${home}`,
  shotClockOff: 'Shot clock off',
  crowdNote: (attendance: number) => `Sell-out crowd of ${attendance} - loudest barn in the NLL`,
  momentumNote: (teamName: string, run: number) => `${teamName} have all the momentum with a ${run}-0 run`,
};
