import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { ActivityTokenRequestSchema, FollowRequestSchema } from "../schemas/follow.schema.js";
import { followMatch, getMatchFollow, listFollowedMatchIds, unfollowMatch } from "../stores/matchFollowStore.js";
import { putSubscription, removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { getMatch } from "../stores/matchStore.js";
import { sendPushToStart } from "../push/pushToStart.js";
import { json, userIdFrom } from "../lib/http.js";
import { logger } from "../lib/logger.js";
import { routeMessages } from "./routes.messages.js";

export async function postFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? "{}"));
  if (!parsed.success) {
    return json(400, { error: "invalid_body", issues: parsed.error.issues });
  }
  const { matchId, teamId } = parsed.data;
  const match = await getMatch(matchId);
  if (!match) {
    return json(404, { error: "match_not_found", message: routeMessages.matchGone });
  }

  const existing = await getMatchFollow(userId, matchId);
  if (existing) {
    return json(200, { matchId, status: "following", teamId: existing.teamId });
  }
  await followMatch(userId, matchId, teamId ?? null, match.startTime);
  if (match.phase === "live") {
    await sendPushToStart(userId, match);
  }
  return json(201, { matchId, status: "following", teamId: teamId ?? null });
}

export async function deleteFollow(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) {
    return json(400, { error: "missing_match_id" });
  }
  // Delete the follow
  await unfollowMatch(userId, matchId);
  await removeSubscriptionsForUser(matchId, userId);
  logger.info("unfollow", { userId, matchId });
  return json(200, { matchId, status: "not_following" });
}

export async function getFollows(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const matchIds = await listFollowedMatchIds(userIdFrom(event));
  return json(200, { matchIds });
}

export async function postActivityToken(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const parsed = ActivityTokenRequestSchema.safeParse(JSON.parse(event.body ?? "{}"));
  if (!parsed.success) {
    return json(400, { error: "invalid_body" });
  }
  await putSubscription(parsed.data.matchId, userId, parsed.data.token, event.headers["x-previous-token"]);
  return json(204, {});
}

export async function patchFollowTeam(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const matchId = event.pathParameters?.id ?? "";
  if (!matchId) {
    return json(400, { error: "missing_match_id", message: "Pick a match before choosing a side" });
  }
  return json(501, { error: "not_implemented", message: "switchTeam handler lives in handlers/switchTeam.ts" });
}
