// Alert copy. Titles name the moment; bodies add what the title doesn't already say.

export const notificationMessages = {
  goal: {
    title: (team: string) => `${team} goal`,
    body: (scorer: string, assists: string, score: string) => `${scorer} from ${assists} — ${score}`,
  },
  penaltyShot: {
    title: (team: string) => `Penalty shot for ${team}`,
    body: (team: string, shooter: string) => `${team} get a penalty shot, ${shooter} will take the penalty shot`,
  },
  gameStart: {
    title: (away: string, home: string) => `${away} at ${home}`,
    body: "Puck drop in 15 minutes",
  },
  overtime: {
    title: "Overtime",
    body: "3-on-3 for five minutes, next goal wins",
  },
  hatTrick: {
    title: (player: string) => `Hat trick, ${player}`,
    body: (team: string, score: string) => `Three for ${team} tonight — ${score}`,
  },
  streak: {
    title: (player: string) => `${player} scores again`,
    body: (player: string, games: number) => `${player} is ON FIRE with a goal in ${games} straight`,
  },
  final: {
    title: (result: string) => `Final: ${result}`,
    body: (summary: string) => summary,
  },
} as const;
