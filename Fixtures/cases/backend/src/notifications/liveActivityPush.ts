import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import { listSubscriptionsForMatch, removeSubscription } from "../stores/activitySubscriptionStore";
import { logger } from "../logger";
import { sendToApns, type ApnsHeaders, type ApnsResult } from "./apnsClient";

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? "app.sightscreen";
const DISMISS_AFTER_SECONDS = 20 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function liveActivityHeaders(): ApnsHeaders {
  return {
    "apns-push-type": "liveactivity",
    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
    "apns-priority": "10",
  };
}

export async function broadcastUpdate(
  matchId: string,
  contentState: LiveActivityContentState,
  relevanceScore: number,
): Promise<void> {
  const subscriptions = await listSubscriptionsForMatch(matchId);
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: "update",
      "content-state": contentState,
      "relevance-score": relevanceScore,
    },
  };
  const results = await Promise.all(
    subscriptions.map((sub) => sendToApns(sub.pushToken, liveActivityHeaders(), payload)),
  );
  await dropGoneTokens(matchId, results);
}

export async function broadcastEnd(matchId: string, finalState: LiveActivityContentState): Promise<void> {
  const subscriptions = await listSubscriptionsForMatch(matchId);
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: "end",
      "content-state": finalState,
      "dismissal-date": nowSeconds() + DISMISS_AFTER_SECONDS,
    },
  };
  const endResults = await Promise.all(
    subscriptions.map((sub) => sendToApns(sub.pushToken, liveActivityHeaders(), payload)),
  );
  await dropGoneTokens(matchId, endResults);
}

async function dropGoneTokens(matchId: string, results: ApnsResult[]): Promise<void> {
  const gone = results.filter((result) => result.status === 410).map((result) => result.token);
  if (gone.length === 0) {
    return;
  }
  logger.warn({ matchId, count: gone.length }, "dropping activity tokens APNs reported as gone");
  const dropGone = (token: string) => removeSubscription(matchId, token);
  await Promise.all(gone.map(dropGone));
}
