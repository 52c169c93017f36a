export * from './liveActivity.schema';
export * from './race.schema';
export * from './standings.schema';
export * from './follow.schema';

/** Bump when the shape of any display response changes. */
export const RACE_SCHEMA_VERSION = 7;
