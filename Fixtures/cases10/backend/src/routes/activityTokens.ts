import { ActivityTokenRequestSchema } from "../schemas/follow.schema.js";
import { deleteSubscription, putSubscription } from "../stores/activitySubscriptionStore.js";
import { type ApiEvent, type ApiResult, json, parseBody, requireUser } from "../lib/http.js";
import { logger } from "../lib/logger.js";

export async function registerActivityToken(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUser(event);
  const body = ActivityTokenRequestSchema.parse(parseBody(event));

  // iOS rotates activity tokens; the old one stops receiving pushes the moment a
  // new one exists, so drop it now rather than waiting for APNs to 410 it.
  if (body.previousToken && body.previousToken !== body.token) {
    await deleteSubscription(body.matchId, body.previousToken);
  }
  await putSubscription({ matchId: body.matchId, token: body.token, userId, kind: "match" });
  logger.info("activity token registered", { matchId: body.matchId, rotated: Boolean(body.previousToken) });
  return json(204, null);
}

export async function registerFrequentPushes(event: ApiEvent): Promise<ApiResult> {
  requireUser(event);
  const { matchId, enabled } = JSON.parse(event.body ?? "{}") as { matchId: string; enabled: boolean };
  logger.info("frequent pushes", { matchId, enabled });
  return json(204, null);
}
