import { json, notFound, parseBody, requirePathParam, requireUserId, type ApiEvent, type ApiResult } from "../lib/http";
import { FollowRequestSchema, TeamFollowResponseSchema } from "../schemas/follow.schema";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore";
import { deleteTeamFollow, followTeam } from "../stores/teamFollowStore";
import { getRace } from "../stores/raceStore";
import { endLiveActivitiesForSubscriptions } from "../handlers/activityLifecycle";
import { followCopy } from "./follow.messages";

export async function followTeamHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const teamId = requirePathParam(event, "teamId");
  const body = parseBody(FollowRequestSchema, event);
  const race = await getRace(body.raceId);
  if (!race) {
    return notFound("race_not_found");
  }
  await followTeam(userId, teamId, race);
  return json(200, TeamFollowResponseSchema.parse({ teamId, status: "following", message: followCopy.teamFollowed(teamId) }));
}

export async function unfollowTeamHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const teamId = requirePathParam(event, "teamId");
  const raceId = event.queryStringParameters?.raceId;

  await deleteTeamFollow(userId, teamId);
  const removed = raceId ? await removeSubscriptionsForUser(raceId, userId) : [];
  await endLiveActivitiesForSubscriptions(removed);

  return json(
    200,
    TeamFollowResponseSchema.parse({
      teamId,
      status: "not_following",
      message: `You won't get updates for ${teamId} any more`,
    }),
  );
}
