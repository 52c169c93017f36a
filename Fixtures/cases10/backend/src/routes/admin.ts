import { subscriptionsForMatch, removeAllSubscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { followsForMatch, deleteFollow } from "../stores/followStore.js";
import { getFeedMatch } from "../poller/scorePoller.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { apns } from "../apns/apnsClient.js";
import { type ApiEvent, type ApiResult, json, nowSeconds } from "../lib/http.js";
import { logger } from "../lib/logger.js";

type FollowBody = {
  matchId: string;
  playerId?: string;
};

/** Admin: a match was withdrawn before it started; clear everyone's follow. */
export async function cancelMatch(event: ApiEvent): Promise<ApiResult> {
  const matchId = event.pathParameters?.id ?? "";
  const match = await getFeedMatch(matchId);
  if (!match) return json(404, { error: "unknown match" });

  const finalState = buildDisplayState(match, null);
  for (const sub of await subscriptionsForMatch(matchId)) {
    await apns.sendLiveActivity(sub.token, {
      aps: { event: "end", timestamp: nowSeconds(), "content-state": finalState },
    } as never, { timeSensitive: false });
  }
  await removeAllSubscriptionsForMatch(matchId);
  for (const follow of await followsForMatch(matchId)) {
    await deleteFollow(follow.userId, matchId);
  }
  logger.info("match cancelled", { matchId });
  return json(204, null);
}

/** Admin: re-send a follow on behalf of a user (support tool). */
export async function adminFollow(event: ApiEvent): Promise<ApiResult> {
  const body = JSON.parse(event.body ?? "{}") as FollowBody;
  logger.info("admin follow", { matchId: body.matchId });
  return json(202, { queued: true });
}
