import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { FollowRequestSchema, type FollowResponse } from "../schemas/follow.schema";
import { followMatch, getMatchFollow, unfollowMatch } from "../stores/followStore";
import { removeSubscriptionsForUser } from "../stores/subscriptionStore";
import { getSnapshot } from "../stores/fixtureStore";
import { buildDisplayState } from "../display/buildDisplayState";
import { sendPushToStart } from "../push/pushToStartSender";
import { json, userIdFrom } from "./http";
import { logger } from "../logger";

/** POST /user/follow/match */
export async function followHandler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? "{}"));
  if (!parsed.success) return json(400, { error: "invalid follow request" });
  const { matchId, teamId } = parsed.data;

  const snapshot = await getSnapshot(matchId);
  if (!snapshot) return json(404, { error: "fixture not found" });

  const already = await getMatchFollow(userId, matchId);
  if (already) {
    return json(200, { matchId, status: "following", teamId: already.teamId, fixture: null } satisfies FollowResponse);
  }

  await followMatch(userId, matchId, teamId, snapshot.startTime);
  if (snapshot.phase === "live") {
    await sendPushToStart(userId, matchId);
  }
  const fixture = buildDisplayState(snapshot);
  return json(201, { matchId, status: "following", teamId, fixture } satisfies FollowResponse);
}

/** DELETE /user/follow/match/:id */
export async function unfollowHandler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) return json(400, { error: "missing match id" });

  await unfollowMatch(userId, matchId);
  const removed = await removeSubscriptionsForUser(matchId, userId);
  logger.info("unfollowed", { userId, matchId, removed });
  return json(200, { matchId, status: "not_following", teamId: null, fixture: null } satisfies FollowResponse);
}
