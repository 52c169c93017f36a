/** Formats a gap in milliseconds as "+1.204". Laps down become "+1 LAP". */
export function formatGap(gapMs: number, lapsDown = 0): string {
  if (lapsDown > 0) {
    return lapsDown === 1 ? '+1 LAP' : `+${lapsDown} LAPS`;
  }
  return `+${(gapMs / 1000).toFixed(3)}`;
}

export function formatLapTime(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const seconds = ((ms % 60000) / 1000).toFixed(3).padStart(6, '0');
  return `${minutes}:${seconds}`;
}

export function formatStationary(ms: number): string {
  return (ms / 1000).toFixed(1);
}
