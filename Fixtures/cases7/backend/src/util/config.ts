function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing required env var ${name}`);
  }
  return value;
}

export const config = {
  bundleId: process.env.APNS_BUNDLE_ID ?? 'app.deuce.ios',
  apnsHost: process.env.APNS_HOST ?? 'api.push.apple.com',
  apnsTeamId: required('APNS_TEAM_ID'),
  apnsKeyId: required('APNS_KEY_ID'),
  apnsKeyPath: process.env.APNS_KEY_PATH ?? '/opt/secrets/AuthKey.p8',
  feedUrl: required('SCORES_FEED_URL'),
  stage: process.env.STAGE ?? 'dev',
};
