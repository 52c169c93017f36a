import { HttpError, isAdmin, json, parseBody, requirePathParam, type ApiEvent, type ApiResult } from "../lib/http";
import { logger } from "../lib/logger";
import { AdminRemoveFollowSchema } from "../schemas/follow.schema";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore";
import { listDevicesForUser } from "../stores/deviceStore";
import { deleteFollow } from "../stores/followStore";

function assertAdmin(event: ApiEvent): void {
  if (!isAdmin(event)) {
    throw new HttpError(403, "admin_only");
  }
}

// Support tool: drop a user's race follow when they write in about pushes they
// no longer want.
export async function adminRemoveFollowHandler(event: ApiEvent): Promise<ApiResult> {
  assertAdmin(event);
  const { userId, raceId } = parseBody(AdminRemoveFollowSchema, event);
  await removeSubscriptionsForUser(raceId, userId);
  await deleteFollow(userId, raceId);
  logger.info("admin removed follow", { userId, raceId });
  return json(204, null);
}

export async function adminListDevicesHandler(event: ApiEvent): Promise<ApiResult> {
  assertAdmin(event);
  const userId = requirePathParam(event, "userId");
  const devices = await listDevicesForUser(userId);
  return json(200, { devices: devices.map(({ deviceId, updatedAt }) => ({ deviceId, updatedAt })) });
}
