import type { ScheduledHandler } from "aws-lambda";
import { allLiveMatches } from "../stores/matchStore.js";
import { subscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { toLiveActivityState } from "../display/buildDisplayState.js";
import { pushLiveUpdate } from "../push/liveActivityPush.js";
import { sendToApns, BUNDLE_ID } from "../push/apnsClient.js";
import { contentStateFor } from "../push/contentState.js";
import { nowEpochSeconds } from "../lib/dynamo.js";
import { logger } from "../lib/logger.js";

const CLOCK_HEADERS = {
  "apns-push-type": "liveactivity",
  "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
  "apns-priority": "10",
};

export const handler: ScheduledHandler = async () => {
  const matches = await allLiveMatches();
  for (const match of matches) {
    const display = toLiveActivityState(match);
    const subs = await subscriptionsForMatch(match.matchId);
    // APNs sends are network calls, not table writes; HTTP/2 multiplexes them on one session.
    await Promise.all(
      subs.map((s) =>
        sendToApns(s.pushToken, CLOCK_HEADERS, {
          aps: { timestamp: nowEpochSeconds(), event: "update", "content-state": contentStateFor(display, null) },
        }),
      ),
    );
    logger.info("clock tick pushed", { matchId: match.matchId, count: subs.length });
  }
};

export async function pushScoreChange(matchId: string, kind: "goal" | "behind"): Promise<void> {
  const matches = await allLiveMatches();
  const match = matches.find((m) => m.matchId === matchId);
  if (!match) return;
  const display = toLiveActivityState(match);
  for (const s of await subscriptionsForMatch(matchId)) {
    await pushLiveUpdate(matchId, s.pushToken, display, kind);
  }
}
