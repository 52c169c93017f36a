export const displayCopy = {
  stumps: (day: number) => `Stumps — day ${day}`,
  needRuns: (runs: number, balls: number) => `${runs} needed off ${balls}`,
  wonByRuns: (side: string, runs: number) => `${side} won by ${runs} runs`,
  wonByWickets: (side: string, wickets: number) => `${side} won by ${wickets} wickets`,
  followOn: "Follow-on enforced",
  noMatchesToday: "Nothing on today — check back tomorrow",
  playSuspended: "Play suspended",
  firstBallPending: "First ball coming up",
} as const;
