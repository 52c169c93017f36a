import { ApnsClient } from "./apnsClient";
import { getSnapshot } from "../stores/fixtureStore";
import { buildDisplayState } from "../display/buildDisplayState";
import { buildFinalContentState } from "../display/liveActivityContent";

/** Server-side dismissal when a user unfollows, so the activity never outlives the follow. */
export async function endForUserUnfollow(client: ApnsClient, token: string, matchId: string) {
  const snapshot = await getSnapshot(matchId);
  if (!snapshot) return;
  const now = Math.floor(Date.now() / 1000);
  return client.send(
    token,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": `${client.bundleId}.push-type.liveactivity`,
      "apns-priority": "5",
    },
    {
      aps: {
        timestamp: now,
        event: "end",
        "content-state": buildFinalContentState(buildDisplayState(snapshot)),
        "dismissal-date": now,
      },
    },
  );
}
