const required = (name: string): string => {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing required env var ${name}`);
  }
  return value;
};

export const config = {
  environment: process.env.PELOTON_ENV ?? "production",
  tablePrefix: process.env.TABLE_PREFIX ?? "peloton-",
  bundleId: required("APNS_BUNDLE_ID"),
  apnsTeamId: required("APNS_TEAM_ID"),
  apnsKeyId: required("APNS_KEY_ID"),
  apnsPrivateKey: required("APNS_PRIVATE_KEY"),
  apnsHost: process.env.APNS_HOST ?? "https://api.push.apple.com",
  timingFeedUrl: required("TIMING_FEED_URL"),
} as const;
