const prefix = process.env.TABLE_PREFIX ?? 'sideout-';

export const TABLES = {
  matches: `${prefix}matches`,
  follows: `${prefix}match-follows`,
  subscriptions: `${prefix}activity-subscriptions`,
  deviceTokens: `${prefix}device-tokens`,
  standings: `${prefix}standings`,
  playerStats: `${prefix}player-stats`,
} as const;
