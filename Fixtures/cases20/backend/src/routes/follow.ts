import { FollowRequestSchema, FollowResponseSchema } from "../schemas/follow.schema.js";
import { followRace, getFollow, switchRunner, unfollowRace } from "../stores/followStore.js";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { getRace } from "../stores/raceStore.js";
import { sendPushToStart } from "../push/pushToStart.js";
import { endActivitiesForUser } from "../push/endActivities.js";
import { logger } from "../lib/logger.js";
import { json, type Handler } from "../lib/http.js";

export const postFollow: Handler = async (req) => {
  const body = FollowRequestSchema.parse(req.body);
  const race = await getRace(body.raceId);
  if (!race) return json(404, { error: "race_not_found" });

  const existing = await getFollow(req.userId, race.raceId);
  if (existing) {
    return json(200, FollowResponseSchema.parse({ raceId: race.raceId, status: "following", followedRunnerId: existing.runnerId }));
  }
  await followRace(req.userId, race, body.runnerId);

  if (race.phase === "off") await sendPushToStart(req.userId, race, body.runnerId);
  return json(201, FollowResponseSchema.parse({ raceId: race.raceId, status: "following", followedRunnerId: body.runnerId }));
};

export const patchFollowRunner: Handler = async (req) => {
  const { runnerId } = req.body as { runnerId: string };
  await switchRunner(req.userId, req.params.raceId, runnerId);
  return json(204);
};

export const deleteFollow: Handler = async (req) => {
  const raceId = req.params.raceId;
  await unfollowRace(req.userId, raceId);
  await removeSubscriptionsForUser(raceId, req.userId);
  logger.info("unfollowed", { userId: req.userId, raceId });
  return json(200, { raceId, status: "not_following" });
};

/**
 * Bulk unfollow from the "Following" tab's Edit mode.
 * Subscriptions go first so a retry still cleans up, then the follow, then an
 * APNs end event so the Lock Screen clears even if the app never hears back.
 */
export const deleteFollows: Handler = async (req) => {
  const { raceIds } = req.body as { raceIds: string[] };
  const userId = req.userId;
  for (const raceId of raceIds) {
    await removeSubscriptionsForUser(raceId, userId);
    await unfollowRace(userId, raceId);
    await endActivitiesForUser(userId, raceId);
  }
  return json(200, { raceIds, status: "not_following" });
};
