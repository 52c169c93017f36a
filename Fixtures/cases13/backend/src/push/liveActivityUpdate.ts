import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import { ApnsClient } from "./apnsClient";
import { priorityFor } from "./pushPriority";
import type { FeedEvent } from "../stores/fixtureStore";
import { removeSubscription } from "../stores/subscriptionStore";

const nowSeconds = () => Math.floor(Date.now() / 1000);

function liveActivityHeaders(client: ApnsClient, priority: "5" | "10"): Record<string, string> {
  return {
    "apns-push-type": "liveactivity",
    "apns-topic": `${client.bundleId}.push-type.liveactivity`,
    "apns-priority": priority,
  };
}

/** Score update to one activity. Priority depends on the event that triggered it. */
export async function pushUpdate(client: ApnsClient, token: string, state: LiveActivityContentState, trigger: FeedEvent["kind"], relevance: number) {
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: "update",
      "content-state": state,
      "relevance-score": relevance,
    },
  };
  const res = await client.send(token, liveActivityHeaders(client, priorityFor(trigger)), payload);
  if (res.status === 410) {
    await removeSubscription(token);
  }
  return res;
}

/** Periodic refresh (every over) so the activity never looks stale. */
export async function pushHeartbeat(client: ApnsClient, token: string, state: LiveActivityContentState) {
  const headers = { ...liveActivityHeaders(client, "5"), "apns-priority": "10" };
  return client.send(token, headers, {
    aps: { timestamp: nowSeconds(), event: "update", "content-state": state, "stale-date": nowSeconds() + 15 * 60 },
  });
}

/** Rain delay notice: no score change, so no timestamp bump needed. */
export async function pushDelayNotice(client: ApnsClient, token: string, state: LiveActivityContentState) {
  return client.send(token, liveActivityHeaders(client, "5"), {
    aps: { event: "update", "content-state": state },
  });
}
