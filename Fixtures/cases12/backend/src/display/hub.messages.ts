// Copy for the race hub (the first screen of the app).

export const hubCopy = {
  noRaces: "No Grand Tour on right now",
  restDay: "Rest day",
  liveBadge: "Live",
  stageOf: (n: number, total: number) => `Stage ${n} of ${total}`,
  startsIn: (days: number) => (days === 1 ? "Starts tomorrow" : `Starts in ${days} days`),
  finishedRace: (winner: string) => `Won by ${winner}`,
  restDayNote: "Rest day! Back on the bikes tomorrow",
  finalWeek: "Final week | three mountain stages left",
} as const;
