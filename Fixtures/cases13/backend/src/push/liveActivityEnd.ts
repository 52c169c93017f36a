import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import { ApnsClient } from "./apnsClient";

const DISMISS_AFTER_SECONDS = 20 * 60; // cricket results stay on the Lock Screen for 20 minutes

/** Result is in: end the activity with the final score and a 20-minute dismissal. */
export async function endWithResult(client: ApnsClient, token: string, finalState: LiveActivityContentState) {
  const now = Math.floor(Date.now() / 1000);
  return client.send(
    token,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": `${client.bundleId}.push-type.liveactivity`,
      "apns-priority": "10",
    },
    {
      aps: {
        timestamp: now,
        event: "end",
        "content-state": finalState,
        "dismissal-date": now + DISMISS_AFTER_SECONDS,
      },
    },
  );
}

/** User unfollowed: end the activity straight away. */
export async function endForUnfollow(client: ApnsClient, token: string, lastState: LiveActivityContentState) {
  const now = Math.floor(Date.now() / 1000);
  const aps = { timestamp: now, event: "end", "content-state": lastState };
  return client.send(
    token,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": client.bundleId,
      "apns-priority": "5",
    },
    { aps },
  );
}
