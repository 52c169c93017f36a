// Copy for match status notifications: throw-off, half-time, delays, results.

export const matchStatusMessages = {
  throwOff: {
    title: (home: string, away: string) => `${home} v ${away}`,
    body: 'Under way',
  },
  halfTime: {
    title: 'Half-time',
    body: (score: string, note: string) => `${score} — ${note}`,
  },
  delay: {
    title: 'Match delayed',
    body: (reason: string) => `Match delayed: ${reason}, restart time to follow`,
  },
  wetCourt: {
    title: 'Wet court',
    body: 'Officials are drying the floor — play resumes shortly',
  },
  floodlights: {
    title: 'Floodlight failure',
    body: '<b>Floodlights out</b> in the arena, teams back in the dressing rooms',
  },
  resumed: {
    title: 'Back under way',
    body: (clock: string) => `Play restarts at ${clock}`,
  },
  extraTime: {
    title: 'Extra time',
    body: (score: string) => `Level at ${score} after 60 minutes — two periods of five to come`,
  },
  shootout: {
    title: 'Shootout',
    body: (score: string) => `Still level at ${score}. Five throws each from the seven-metre line`,
  },
  result: {
    title: (winner: string) => `${winner} win`,
    body: (score: string, summary: string) => `${score} — ${summary}`,
  },
  comeback: {
    title: 'Comeback complete',
    body: (team: string, deficit: number) => `${team} were ${deficit} down with ten minutes left and still won it. A huge night for the club, the coaching staff and the travelling supporters who filled the away end from the first minute to the last`,
  },
  abandoned: {
    title: 'Match abandoned',
    body: 'The referees have called it off — a replay date will follow',
  },
  final: {
    title: 'Final',
    body: (team: string) => `${team} are HUGE favourites now – 3 goals up`,
  },
  groupDecided: {
    title: (group: string) => `${group} settled`,
    body: (team: string, position: string) => `${team} finish ${position} – 9 points from 6 games`,
  },
} as const;
