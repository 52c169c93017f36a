export const abandonmentMessages = {
  lightningDelay: {
    title: "Lightning delay",
    body: (minutes: number) => `Players off for at least ${minutes} min — 30-minute rule after each strike`,
  },
  waterlogged: {
    title: "Pitch inspection",
    body: "Standing water on the pitch — umpires inspect again at 19:45",
  },
  resumed: {
    title: "Play resumes",
    body: (score: string) => `Back on at ${score} — the game changer could be the break`,
  },
  rescheduled: {
    title: "Match rescheduled",
    body: (date: string) => `<b>New date:</b> ${date}`,
  },
  explosive: {
    title: "Restart",
    body: (team: string) => `An EXPLOSIVE restart from ${team}`,
  },
} as const;
