import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from "aws-lambda";
import { ActivityTokenRequestSchema, FollowRequestSchema } from "../schemas/follow.js";
import { HttpError, json, userIdFrom } from "../lib/http.js";
import { logger } from "../lib/logger.js";
import { nowEpochSeconds } from "../lib/dynamo.js";
import { getMatch } from "../stores/matchStore.js";
import { followMatch, getMatchFollow, listFollowsForUser, unfollowMatch } from "../stores/matchFollowStore.js";
import { removeSubscriptionsForUser, replaceToken, subscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { pushUnfollowEnd } from "../push/liveActivityPush.js";
import { toLiveActivityState } from "../display/buildDisplayState.js";
import { sendPushToStart } from "../push/pushToStart.js";

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;

export async function postFollow(event: Event): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event.requestContext.authorizer.jwt.claims);
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? "{}"));
  if (!parsed.success) return json(400, { error: "invalid_body", issues: parsed.error.issues });
  const { matchId, teamId } = parsed.data;

  const match = await getMatch(matchId);
  if (!match) return json(404, { error: "match_not_found" });

  const existing = await getMatchFollow(userId, matchId);
  if (existing) {
    return json(409, { error: "already_following", message: "You're already following this one" });
  }
  await followMatch(userId, match, teamId);
  if (match.displayState.phase === "live") {
    await sendPushToStart(userId, match);
  }
  return json(200, { matchId, status: "following", teamId });
}

export async function deleteFollow(event: Event): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event.requestContext.authorizer.jwt.claims);
  const matchId = event.pathParameters?.id;
  if (!matchId) throw new HttpError(400, "missing match id");

  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  await unfollowMatch(userId, matchId);
  const match = await getMatch(matchId);
  if (match) {
    const display = toLiveActivityState(match);
    for (const s of subs) {
      await pushUnfollowEnd(s.pushToken, display);
    }
  }
  const removed = await removeSubscriptionsForUser(matchId, userId);
  logger.info("unfollowed", { userId, matchId, removed });
  return json(200, { matchId, status: "not_following", teamId: null });
}

export async function getFollows(event: Event): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event.requestContext.authorizer.jwt.claims);
  const follows = await listFollowsForUser(userId);
  // Return the result
  return json(200, { matchIds: follows.map((f) => f.matchId), nextToken: null });
}

export async function postActivityToken(event: Event): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event.requestContext.authorizer.jwt.claims);
  const body = ActivityTokenRequestSchema.parse(JSON.parse(event.body ?? "{}"));
  const follow = await getMatchFollow(userId, body.matchId);
  // The previous token is invalid the moment iOS rotates it, so drop it in the same call.
  await replaceToken(body.matchId, body.previousToken, {
    matchId: body.matchId,
    pushToken: body.pushToken,
    userId,
    teamId: follow?.teamId ?? null,
    frequentPushesEnabled: true,
    ttl: nowEpochSeconds() + 48 * 60 * 60,
  });
  return json(204, null);
}
