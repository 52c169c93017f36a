export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function epochNow(): number {
  return Math.floor(Date.now() / 1000);
}

export function toEpochSeconds(iso: string): number {
  const millis = Date.parse(iso);
  if (Number.isNaN(millis)) {
    throw new Error(`toEpochSeconds: not an ISO 8601 date: ${iso}`);
  }
  return Math.floor(millis / 1000);
}
