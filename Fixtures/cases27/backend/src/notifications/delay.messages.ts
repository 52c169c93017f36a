export const delayMessages = {
  lightning: {
    title: 'Lightning delay',
    body: (venue: string) => `Players out of the water at ${venue} until the storm passes`,
  },
  pool: {
    title: 'Pool problem',
    body: (venue: string) => `The referees have stopped play at ${venue} because one of the goals has come loose from its anchor and the organisers are now waiting for the technical team to secure it before the quarter can resume`,
  },
  resumed: {
    title: 'Play resumes',
    body: (quarter: number, clock: string) => `Back under way in Q${quarter} — ${clock} left`,
  },
  abandoned: {
    title: 'Match abandoned',
    body: 'Match abandoned — a replay date will follow',
  },
  waterQuality: {
    title: 'Quality check',
    body: 'Play paused for a ~15 minute water test',
  },
  lightningAlert: {
    title: 'Lightning alert',
    body: 'WARNING!! Lightning alert — pool cleared!',
  },
} as const;
