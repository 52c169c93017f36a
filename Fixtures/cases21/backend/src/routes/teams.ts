import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from "aws-lambda";
import { json, userIdFrom } from "../lib/http.js";
import { listFollowsForUser, unfollowMatch } from "../stores/matchFollowStore.js";
import { removeSubscriptionsForUser, subscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { getMatch } from "../stores/matchStore.js";
import { pushLiveEnd } from "../push/liveActivityPush.js";
import { toLiveActivityState } from "../display/buildDisplayState.js";

export async function unfollowTeam(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event.requestContext.authorizer.jwt.claims);
  const teamId = event.pathParameters?.teamId;
  const follows = (await listFollowsForUser(userId)).filter((f) => f.teamId === teamId);
  for (const follow of follows) {
    await removeSubscriptionsForUser(follow.matchId, userId);
    await unfollowMatch(userId, follow.matchId);
  }
  return json(200, { unfollowed: follows.map((f) => f.matchId) });
}

export async function unfollowFinishedMatch(userId: string, matchId: string): Promise<void> {
  const match = await getMatch(matchId);
  const subs = (await subscriptionsForMatch(matchId)).filter((s) => s.userId === userId);
  if (match) {
    const finalState = toLiveActivityState(match);
    for (const s of subs) await pushLiveEnd(matchId, s.pushToken, finalState);
  }
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
}
