export const HOUR_SECONDS = 60 * 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const toEpochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
