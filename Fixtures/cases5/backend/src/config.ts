const required = (name: string): string => {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
};

export const config = {
  stage: process.env.STAGE ?? 'dev',
  tablePrefix: process.env.TABLE_PREFIX ?? 'maul-',
  bundleId: process.env.APNS_BUNDLE_ID ?? 'app.maul.ios',
  apns: {
    keyId: required('APNS_KEY_ID'),
    teamId: required('APNS_TEAM_ID'),
    privateKey: required('APNS_PRIVATE_KEY'),
    production: process.env.APNS_ENV === 'production',
  },
  // How long an ended Live Activity stays on the Lock Screen, in minutes (15–30 per the push contract)
  endedDismissalMinutes: Number(process.env.ENDED_DISMISSAL_MINUTES ?? 20),
  // Default APNs priority for Live Activity updates; 10 is reserved for scoring plays and cards
  defaultPushPriority: 5 as const,
};
