// Notification copy for scoring events. Titles name the team; bodies carry the detail.

export const goalMessages = {
  goalTitle: (team: string) => `${team} goal`,
  goalBody: (player: string, score: string) => `${player} — ${score}`,
  goalFollowedTeamTitle: (team: string) => `${team} goal`,
  goalFollowedTeamBody: (team: string, player: string) => `Goal to ${team}, kicked by ${player}`,
  behindBody: (player: string, score: string) => `${player} misses to the right – ${score}`,
  goalAfterSirenTitle: (team: string) => `${team} win it after the siren`,
  goalAfterSirenBody: (player: string, score: string) => `${player} kicks truly after the siren! — ${score}`,
  bagTitle: (player: string, goals: number) => `${player} has ${goals}`,
  bagBody: (player: string, goals: number) => `${player} brings up ${goals} goals for the day`,
  centuryOfGoalsBody: (player: string) => `${player} reaches a milestone — 100 goals for the season!`,
  runTitle: (team: string) => `${team} on a run`,
  runBody: (team: string, goals: number, margin: string) => `${team} are ON FIRE!! ${goals} in a row — ${margin}`,
  hurryBody: (team: string, goals: number) => `${team} in a hurry — ${goals} goals in six minutes`,
  plural: (n: number, word: string) => (n !== 1 ? `${word}s` : word),
};
