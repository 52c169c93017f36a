// Table names come from the env written by the migrate-NNN scripts; the
// fallbacks are the production names.
export const tables = {
  follows: process.env.FOLLOWS_TABLE ?? 'deuce-match-follows',
  subscriptions: process.env.SUBSCRIPTIONS_TABLE ?? 'deuce-activity-subscriptions',
  devices: process.env.DEVICES_TABLE ?? 'deuce-devices',
  matches: process.env.MATCHES_TABLE ?? 'deuce-matches',
  rankings: process.env.RANKINGS_TABLE ?? 'deuce-rankings-cache',
  tournaments: process.env.TOURNAMENTS_TABLE ?? 'deuce-tournaments',
  challenges: process.env.CHALLENGES_TABLE ?? 'deuce-challenges',
} as const;
