// Bump when any display function in src/display/matchDisplay.ts changes what it returns.
export const MATCH_SCHEMA_VERSION = 7;
