// Copy for the morning "today's stage" digest notification.

export const digestCopy = {
  title: (numberLabel: string) => `Today: ${numberLabel}`,
  body: (start: string, finish: string, distanceKm: number) => `${start} → ${finish} — ${distanceKm} km`,
  restDayTitle: "Rest day",
  restDayBody: (tomorrow: string) => `Racing resumes tomorrow with ${tomorrow}`,
  queenStageBody: (climbs: number) => `Queen stage — ${climbs} categorised climbs`,
  brilliantStageBody: (climbs: number) => `A brilliant day in the mountains with ${climbs} climbs`,
} as const;
