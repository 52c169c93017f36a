export const liveActivityMessages = {
  final: {
    title: 'Full time',
    body: (score: string) => `Finished ${score}`,
  },
  restart: {
    title: 'Still following',
    body: 'Your Live Activity restarted after eight hours because iOS limits how long one can run, and this match went long with a lightning delay in the third quarter',
  },
  goalAlert: {
    title: (team: string) => `Goal ${team}`,
    body: (scorer: string, score: string) => `${scorer} — ${score}`,
  },
  exclusionAlert: {
    title: 'Exclusion',
    body: (name: string) => `Exclusion: ${name} sits out 20 seconds`,
  },
  stale: {
    title: 'Stoppage',
    body: 'Updates are paused while play is stopped. We will pick up again as soon as the referees restart the clock in the pool',
  },
} as const;
