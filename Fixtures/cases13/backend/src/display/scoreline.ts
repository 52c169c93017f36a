// Numeric formatting for scores and overs. These produce numbers-with-punctuation,
// not sentences, so they live here rather than in a messages file.

/** 87, 6 -> "87/6"; all out shows just the runs. */
export function formatScore(runs: number, wickets: number): string {
  return wickets >= 10 ? String(runs) : `${runs}/${wickets}`;
}

/** 86 legal balls -> "14.2" */
export function formatOvers(legalBalls: number): string {
  return `${Math.floor(legalBalls / 6)}.${legalBalls % 6}`;
}

/** Runs per over to two decimals; "0.00" before the first ball. */
export function runRate(runs: number, legalBalls: number): string {
  if (legalBalls === 0) return "0.00";
  return ((runs / legalBalls) * 6).toFixed(2);
}

export function splitOvers(oversText: string): { overs: number; balls: number } {
  const [overs, balls = "0"] = oversText.split(".");
  return { overs: Number(overs), balls: Number(balls) };
}
