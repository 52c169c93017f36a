// Lock Screen and Dynamic Island copy. Keep it short enough to read at a glance
// and use an em dash between what happened and the numbers.

export const phaseLabels = {
  pregame: "Pregame",
  live: "Live",
  delayed: "Delayed",
  final: "Final",
  postponed: "Postponed",
} as const;

/** Compact Dynamic Island markers: "T7", "B9", "F/10". */
export const inningMarkers = { top: "T", bottom: "B", final: "F" } as const;

export const ordinal = (n: number): string => {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
};

export const headlines = {
  bottomNinthTrailing: (team: string) => `${team} down to their last three outs`,
  tyingRunOn: (base: string) => `Tying run on ${base}`,
  extraInnings: (inning: number) => `Extras — ${inning}th inning`,
  walkOff: (team: string) => `${team} walk it off`,
  noHitterIntact: (pitcher: string, inning: number) => `${pitcher} has a no-hitter through ${inning}`,
  rainDelay: (venue: string) => `Tarp on at ${venue}`,
  pitchingChange: (pitcher: string, pitches: number) => `${pitcher} departs — ${pitches} pitches`,
  onDeck: (batter: string) => `${batter} on deck`,
};

export const lastPlay = {
  homeRun: (batter: string, runs: number) => `${batter} homers — ${runs}-run HR`,
  strikeout: (pitcher: string, ks: number) => `Strikeout - ${pitcher} has ${ks} K`,
  stolenBase: (runner: string) => `${runner} steals second`,
  catchInCenter: (fielder: string) => `Incredible catch by ${fielder} in center`,
  grandSlam: (batter: string) => `${batter} hits a MASSIVE grand slam to left`,
  rbiSingle: (batter: string) => `${batter} singles — RBI`,
  strikeoutMilestone: (pitcher: string, ks: number) => `${pitcher} reaches a milestone — ${ks} career strikeouts`,
};

export const pitcherLines = {
  current: (pitcher: string, pitches: number, ks: number) => `${pitcher} — ${pitches} P, ${ks} K`,
  hotStart: (pitcher: string) => `${pitcher} is on fire — 9 up, 9 down`,
  pitchCount: (pitcher: string, pitches: number) => `${pitcher} – ${pitches} pitches`,
};

export const finalNotes = {
  result: (score: string) => `Final | ${score}`,
  extras: (score: string, inning: number) => `Final/${inning} — ${score}`,
  noHitter: (pitcher: string) => `${pitcher} throws a no-hitter!`,
};
