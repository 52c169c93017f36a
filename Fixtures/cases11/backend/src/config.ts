const sandbox = process.env.APEX_SANDBOX === 'true';
const prefix = sandbox ? 'apex-sandbox-' : 'apex-';

export const config = {
  bundleId: process.env.APNS_BUNDLE_ID ?? 'app.apex.ios',
  apnsKeyId: process.env.APNS_KEY_ID ?? '',
  apnsTeamId: process.env.APNS_TEAM_ID ?? '',
  apnsKeyPath: process.env.APNS_KEY_PATH ?? './AuthKey.p8',
  apnsHost: sandbox ? 'https://api.sandbox.push.apple.com' : 'https://api.push.apple.com',
  tables: {
    follows: process.env.FOLLOWS_TABLE ?? `${prefix}race-follows`,
    subscriptions: process.env.SUBSCRIPTIONS_TABLE ?? `${prefix}activity-subscriptions`,
    races: process.env.RACES_TABLE ?? `${prefix}races`,
    standings: process.env.STANDINGS_TABLE ?? `${prefix}standings`,
  },
};
