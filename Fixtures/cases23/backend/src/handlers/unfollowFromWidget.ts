import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { unfollowMatch } from "../stores/matchFollowStore.js";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { json, userIdFrom } from "../lib/http.js";
import { logger } from "../lib/logger.js";

// Called by UnfollowMatchIntent from the Watch/CarPlay layout; the widget process cannot end the activity itself.
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) return json(400, { error: "missing_match_id" });

  const removed = await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
  logger.info("widget unfollow", { userId, matchId, tokens: removed.length });
  return json(200, { matchId, status: "not_following" });
}
