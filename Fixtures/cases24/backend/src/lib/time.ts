export const HOUR_SECONDS = 60 * 60;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function hoursFrom(epochSeconds: number, hours: number): number {
  return epochSeconds + hours * HOUR_SECONDS;
}
