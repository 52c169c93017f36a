export const MINUTE = 60;
export const HOUR = 60 * MINUTE;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const toEpochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
