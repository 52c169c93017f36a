import { json, notFound, parseBody, requirePathParam, requireUserId, type ApiEvent, type ApiResult } from "../lib/http";
import { logger } from "../lib/logger";
import { FollowRequestSchema, FollowResponseSchema, type FollowResponse } from "../schemas/follow.schema";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore";
import { createFollow, deleteFollow, listFollowsForUser, updateFollowTeam } from "../stores/followStore";
import { listTeamFollows } from "../stores/teamFollowStore";
import { getRace } from "../stores/raceStore";
import { endLiveActivitiesForSubscriptions } from "../handlers/activityLifecycle";
import { startActivitiesForNewFollower } from "../handlers/activityLifecycle";
import { followCopy } from "./follow.messages";

export async function followRaceHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const body = parseBody(FollowRequestSchema, event);
  const race = await getRace(body.raceId);
  if (!race) {
    return notFound("race_not_found");
  }

  const outcome = await createFollow(userId, race.raceId, body.teamId ?? null, race.endDate);
  if (outcome === "created") {
    // Only the request that actually created the follow may push-to-start; a
    // double tap lands in "exists" and must not start a second activity.
    await startActivitiesForNewFollower(userId, race);
  }

  const response: FollowResponse = {
    raceId: race.raceId,
    status: "following",
    message: followCopy.followed(race.name),
  };
  return json(200, FollowResponseSchema.parse(response));
}

export async function unfollowRaceHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const raceId = requirePathParam(event, "raceId");
  const race = await getRace(raceId);

  // Subscriptions first, then the follow: if we die in between, the retried DELETE
  // still finds the follow and finishes the job. The other order orphans tokens.
  const removed = await removeSubscriptionsForUser(raceId, userId);
  await deleteFollow(userId, raceId);
  await endLiveActivitiesForSubscriptions(removed);

  logger.info("unfollowed race", { userId, raceId, endedActivities: removed.length });
  const response: FollowResponse = {
    raceId,
    status: "not_following",
    message: race ? followCopy.unfollowed(race.name) : null,
  };
  return json(200, FollowResponseSchema.parse(response));
}

export async function switchTeamPerspectiveHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const raceId = requirePathParam(event, "raceId");
  const body = parseBody(FollowRequestSchema, event);
  const updated = await updateFollowTeam(userId, raceId, body.teamId ?? null);
  return updated ? json(204, null) : notFound("follow_not_found");
}

export async function listMyFollowsHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const [races, teams] = await Promise.all([listFollowsForUser(userId), listTeamFollows(userId)]);
  return json(200, { raceIds: races.map((f) => f.raceId), teamIds: teams.map((f) => f.teamId) });
}
