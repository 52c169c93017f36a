import { json, notFound, parseBody, requireUserId, type ApiEvent, type ApiResult } from "../lib/http";
import { HOUR, nowSeconds, toEpochSeconds } from "../lib/time";
import { PushToStartTokenSchema, RegisterActivityTokenSchema, type ActivitySubscription } from "../schemas/subscription.schema";
import { replaceToken } from "../stores/activitySubscriptionStore";
import { savePushToStartToken } from "../stores/pushToStartTokenStore";
import { getStage } from "../stores/stageStore";

// Keep a stage's tokens for two days after its expected finish so a long
// neutralisation or a late finish never drops them mid-stage.
const SUBSCRIPTION_TTL_AFTER_FINISH_SECONDS = 48 * HOUR;

export async function registerActivityTokenHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const body = parseBody(RegisterActivityTokenSchema, event);
  const stage = await getStage(body.stageId);
  if (!stage) {
    return notFound("stage_not_found");
  }

  const subscription: ActivitySubscription = {
    stageId: stage.stageId,
    raceId: stage.raceId,
    userId,
    pushToken: body.pushToken,
    frequentPushesEnabled: body.frequentPushesEnabled,
    createdAt: nowSeconds(),
    ttl: toEpochSeconds(stage.expectedFinishTime) + SUBSCRIPTION_TTL_AFTER_FINISH_SECONDS,
  };
  // A rotated token replaces the old one straight away, so APNs never gets two
  // updates for one activity and the dead token stops costing us sends.
  await replaceToken(body.previousToken, subscription);
  return json(204, null);
}

export async function registerPushToStartTokenHandler(event: ApiEvent): Promise<ApiResult> {
  const userId = requireUserId(event);
  const body = parseBody(PushToStartTokenSchema, event);
  await savePushToStartToken(userId, body.deviceId, body.token);
  return json(204, null);
}
