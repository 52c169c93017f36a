export const penaltyMessages = {
  title: (teamName: string) => `${teamName} man-up`,
  body: (player: string, infraction: string, seconds: number) => `${player}, ${infraction} — ${seconds}s releasable`,
  nonReleasable: (player: string, infraction: string, minutes: number) => `${player}, ${infraction} — ${minutes} min non-releasable`,
  ejection: (player: string) => `${player} ejected. Three-minute non-releasable for the team`,
  flagDown: (teamName: string) => `Flag down on ${teamName}, slow whistle`,
  boxMajor: (player: string) => `${player}: 5 minute major ~ fighting`,
  killed: (teamName: string, kills: number) => `Penalty killed. ${teamName} are ${kills} for ${kills} tonight — MAGNIFICENT`,
  // Titles stay under ~40 characters so the Watch does not truncate them.
  shortTitle: (teamName: string) => `${teamName}'s keeper`,
  saveBody: (goalie: string, saves: number) => `${goalie}'s ${saves}th save of the night`,
  releaseExplainer: (player: string, teamName: string, seconds: number) =>
    `${player} is out of the box because ${teamName} scored on the man-up, which releases a releasable penalty early under the rules, so both teams are back at six on six with ${seconds} seconds gone from the original time`,
  explosive: (teamName: string) => `An explosive man-up unit for ${teamName}`,
};
