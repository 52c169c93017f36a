// User-facing copy for stage screens and the stage display state.
// Voice: a fan on the roadside with the race radio on, not a TV commentator.

export const stageStatusCopy = {
  scheduled: (startTime: string) => `Starts ${startTime}`,
  neutralised: "Neutralised",
  racing: "Racing",
  finished: "Finished",
  cancelled: "Stage cancelled",
} as const;

export const stageCopy = {
  title: (numberLabel: string, start: string, finish: string) => `${numberLabel} · ${start} → ${finish}`,
  numberLabel: (n: number) => (n === 0 ? "Prologue" : `Stage ${n}`),
  subtitle: (distanceKm: number, typeLabel: string) => `${distanceKm} km — ${typeLabel}`,
  teamTimeTrialSubtitle: (distanceKm: number) => `Team time trial — ${distanceKm} km`,
  kmToGo: (km: number) => `${km} km to go`,
  sameTime: "s.t.",
  finalKm: "Flamme rouge",
  crosswindNote: "Echelons forming in the crosswind",
  neutralisedNote: "Race neutralised — riders regrouping",
  breakAlmostCaught: (gap: string) => `Break hanging on — ${gap}`,
  breakCaughtNote: (km: number) => `Break caught — ${km} km to go`,
  chaseNote: (team: string, gap: string) => `${team} chasing - ${gap} down`,
  summitFinishNote: (climb: string) => `Summit finish on the ${climb}, uphill time-trial pace from the foot`,
  gcLeaderNote: (rider: string, gap: string) => `${rider} leads GC — ${gap} clear`,
  soloNote: (rider: string, km: number) => `${rider} alone ~${km} km from the line`,
  breakawayLabel: (count: number) => (count === 1 ? "Lone leader" : `Break of ${count}`),
  radioNote: (note: string) => `Race radio: ${note}`,
} as const;

export const stageTypeCopy = {
  flat: "Flat",
  hilly: "Hilly",
  mountain: "Mountains",
  individual_tt: "Individual time trial",
  team_tt: "Team time trial",
} as const;
