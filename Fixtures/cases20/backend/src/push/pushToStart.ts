import { sendPushToStartToken } from "./apnsClient.js";
import { getPushToStartToken } from "../stores/deviceStore.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import type { Race } from "../schemas/race.schema.js";

export async function sendPushToStart(userId: string, race: Race, runnerId: string | null): Promise<void> {
  const token = await getPushToStartToken(userId);
  if (!token) return;
  const displayState = buildDisplayState(race, runnerId);
  await sendPushToStartToken(token, {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "start",
      "content-state": { displayState, updatedAt: Math.floor(Date.now() / 1000), enquiryText: null },
      "attributes-type": "RaceActivityAttributes",
      attributes: { raceId: race.raceId, courseName: race.courseName, followedRunnerId: runnerId ?? "" },
      alert: { title: race.raceName, body: displayState.headline },
    },
  });
}
