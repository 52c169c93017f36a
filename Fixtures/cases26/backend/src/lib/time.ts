export const HOUR_SECONDS = 60 * 60;

export function epochSeconds(date: Date | number = Date.now()): number {
  const ms = typeof date === 'number' ? date : date.getTime();
  return Math.floor(ms / 1000);
}

export function minutesFromNow(minutes: number): number {
  return epochSeconds() + minutes * 60;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

export async function withBackoff<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }
  throw lastError;
}
