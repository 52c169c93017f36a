import http2 from "node:http2";
import { readFileSync } from "node:fs";
import { config } from "../config";
import { logger } from "../lib/logger";
import type { Stage } from "../schemas/race.schema";
import { digestCopy } from "../notifications/digest.messages";
import { stageCopy } from "../display/stageDisplay.messages";

// The digest job predates the token-based client and still runs on its own
// connection from the old push certificate.
const digestSession = http2.connect(config.apnsHost, {
  cert: readFileSync(process.env.APNS_CERT_PATH ?? "certs/apns-digest.pem"),
  key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? "certs/apns-digest-key.pem"),
});

export function sendMorningDigest(deviceToken: string, stage: Stage, climbs: number): Promise<number> {
  const numberLabel = stageCopy.numberLabel(stage.number);
  const body =
    climbs >= 4
      ? `Big day in the mountains: ${climbs} climbs`
      : digestCopy.body(stage.startTown, stage.finishTown, stage.distanceKm);
  const payload = { aps: { alert: { title: digestCopy.title(numberLabel), body }, sound: "default" } };
  return new Promise((resolve, reject) => {
    const stream = digestSession.request({
      ":method": "POST",
      ":path": `/3/device/${deviceToken}`,
      "apns-push-type": "alert",
      "apns-topic": config.bundleId,
      "apns-priority": "5",
    });
    stream.on("response", (headers) => resolve(Number(headers[":status"])));
    stream.on("error", (error) => {
      logger.error("digest push failed", { error: String(error) });
      reject(error);
    });
    stream.end(JSON.stringify(payload));
  });
}
