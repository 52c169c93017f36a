// Formatting helpers: the backend owns all display text.

export function formatGap(gapMs: number): string {
  return `+${(gapMs / 1000).toFixed(3)}`;
}

export function formatStationary(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

export function formatPoints(points: number): string {
  return points === 1 ? '1 pt' : `${points} pts`;
}

export function formatBehindLeader(points: number, leaderPoints: number): string | null {
  const behind = leaderPoints - points;
  return behind === 0 ? null : `${behind} behind`;
}
