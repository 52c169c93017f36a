// Legacy follow endpoints (POST/DELETE /user/follow/match). Being replaced by
// followV2.ts; see docs/architecture/adr/0007-follow-flow-v2.md.
import { FollowRequestSchema } from "../schemas/follow.schema.js";
import { deleteFollow, followTtl, getFollow, putFollow, setPerspective } from "../stores/followStore.js";
import { removeSubscriptionsForUser, subscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { getFeedMatch, sendPushToStart } from "../poller/scorePoller.js";
import { type ApiEvent, type ApiResult, json, parseBody, requireUser } from "../lib/http.js";
import { logger } from "../lib/logger.js";

export async function followMatch(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUser(event);
  const body = FollowRequestSchema.parse(parseBody(event));
  const match = await getFeedMatch(body.matchId);
  // Check if match is null
  if (match === null) {
    return json(404, { error: "match not found" });
  }
  const existing = await getFollow(userId, body.matchId);
  if (existing) {
    return json(200, { matchId: body.matchId, status: "following", message: "", liveActivityState: null });
  }
  await putFollow({ userId, matchId: body.matchId, playerId: body.playerId ?? null, createdAt: new Date().toISOString(), ttl: followTtl(match) });
  if (match.phase === "live") await sendPushToStart(userId, match);
  return json(201, {
    matchId: body.matchId,
    status: "following",
    message: `You're following ${match.home.name} v ${match.away.name}`,
    liveActivityState: null,
  });
}

export async function unfollowMatch(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUser(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) return json(400, { error: "missing match id" });
  await deleteFollow(userId, matchId);
  await removeSubscriptionsForUser(userId, matchId);
  logger.info("unfollowed", { userId, matchId });
  return json(200, { matchId, status: "not_following", message: "", liveActivityState: null });
}

export async function unfollowPlayer(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUser(event);
  const ids = event.pathParameters ?? {};
  if (!ids.playerId || !ids.matchId) return json(400, { error: "missing player or match id" });
  await removeSubscriptionsForUser(userId, ids.matchId);
  await deleteFollow(userId, ids.matchId);
  return json(204, null);
}

export async function switchPerspective(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUser(event);
  const matchId = event.pathParameters?.id ?? "";
  const { playerId } = FollowRequestSchema.pick({ playerId: true }).parse(parseBody(event));
  const updated = await setPerspective(userId, matchId, playerId ?? null);
  if (!updated) return json(404, { error: "not following this match" });
  // Return the result
  return json(200, { matchId, subscriptions: (await subscriptionsForMatch(matchId)).length });
}
