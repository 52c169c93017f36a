import { ApnsClient } from "./apnsClient";

let shared: ApnsClient | null = null;

export function getApnsClient(): ApnsClient {
  if (!shared) {
    shared = new ApnsClient(
      {
        keyId: process.env.APNS_KEY_ID ?? "",
        teamId: process.env.APNS_TEAM_ID ?? "",
        bundleId: process.env.APNS_BUNDLE_ID ?? "app.powerplay.ios",
        production: process.env.STAGE === "prod",
      },
      process.env.APNS_SIGNING_KEY ?? "",
    );
  }
  return shared;
}
