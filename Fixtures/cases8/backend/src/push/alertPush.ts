import { apnsConfig, sendToApns, type ApnsResult } from "./apnsClient";

/**
 * Regular banner alerts (lineups posted, first pitch). These are ordinary
 * notifications, so they use the alert push type and the bare bundle ID topic.
 */
export async function sendAlert(deviceToken: string, alert: { title: string; body: string }): Promise<ApnsResult> {
  const headers = {
    "apns-push-type": "alert",
    "apns-topic": apnsConfig.bundleId,
    "apns-priority": "5",
  };
  return sendToApns(apnsConfig, deviceToken, headers, { aps: { alert, sound: "default" } });
}
