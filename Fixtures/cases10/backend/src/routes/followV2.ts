import { FollowRequestSchema, type FollowResponse } from "../schemas/follow.schema.js";
import { createFollowIfAbsent, deleteFollow, getFollow } from "../stores/followStore.js";
import { removeSubscriptionsForUser, subscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { getFeedMatch, sendPushToStart } from "../poller/scorePoller.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { endPayload } from "../apns/liveActivityPayload.js";
import { apns } from "../apns/apnsClient.js";
import { followMessages } from "../messages/follow.messages.js";
import { type ApiEvent, type ApiResult, json, nowSeconds, parseBody, requireUser, toEpochSeconds } from "../lib/http.js";

export async function followMatchV2(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUser(event);
  const body = FollowRequestSchema.parse(parseBody(event));
  const match = await getFeedMatch(body.matchId);
  if (!match) return json(404, { error: "match not found" });

  // The conditional put is the "already following?" check; a second concurrent
  // request loses here and never sends a duplicate push-to-start.
  const created = await createFollowIfAbsent({
    userId,
    matchId: body.matchId,
    playerId: body.playerId ?? null,
    createdAt: new Date().toISOString(),
    ttl: toEpochSeconds(match.scheduledStart) + 7 * 24 * 60 * 60,
  });
  if (created && match.phase === "live") await sendPushToStart(userId, match);

  const response: FollowResponse = {
    matchId: body.matchId,
    status: "following",
    message: created ? followMessages.followed(match.home.name, match.away.name) : followMessages.alreadyFollowing,
    liveActivityState: match.phase === "live" ? buildDisplayState(match, null) : null,
  };
  return json(created ? 201 : 200, response);
}

export async function unfollowMatchV2(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUser(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) return json(400, { error: "missing match id" });

  const follow = await getFollow(userId, matchId);
  const match = await getFeedMatch(matchId);
  const tokens = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);

  // End the activity from the server so a lost HTTP response can't leave it on the Lock Screen.
  if (match) {
    const finalState = buildDisplayState(match, follow?.playerId === match.away.id ? "away" : "home");
    const payload = endPayload(finalState, nowSeconds(), nowSeconds());
    for (const sub of tokens) {
      await apns.sendLiveActivity(sub.token, payload, { timeSensitive: false });
    }
  }

  // Subscriptions first: if this fails, a retried unfollow still finds the follow row.
  await removeSubscriptionsForUser(userId, matchId);
  await deleteFollow(userId, matchId);
  return json(200, { matchId, status: "not_following", message: followMessages.unfollowed, liveActivityState: null });
}
