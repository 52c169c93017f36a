import { buildFinalLiveActivityState } from "../display/buildLiveActivityState";
import { logger } from "../lib/logger";
import { nowSeconds } from "../lib/time";
import { sendLiveActivityEnd } from "../push/liveActivityPush";
import { sendAlert } from "../push/alertPush";
import type { Stage } from "../schemas/race.schema";
import type { LiveStageSnapshot } from "../schemas/timing.schema";
import { listSubscriptionsForStage, removeAllSubscriptionsForStage } from "../stores/activitySubscriptionStore";
import { saveStageResults, type RiderStageResult } from "../stores/standingsStore";

export async function finalizeStage(
  stage: Stage,
  live: LiveStageSnapshot,
  results: readonly RiderStageResult[],
  deviceTokens: readonly string[],
): Promise<void> {
  const winner = results.find((result) => result.position === 1);
  if (!winner) {
    throw new Error(`finalizeStage called for ${stage.stageId} without a winner`);
  }
  await saveStageResults(stage.stageId, results);

  const finishedAt = nowSeconds();
  const finalState = buildFinalLiveActivityState(stage, live, winner);
  const subscriptions = await listSubscriptionsForStage(stage.stageId);
  for (const sub of subscriptions) {
    await sendLiveActivityEnd(sub.pushToken, finalState, finishedAt);
  }
  await removeAllSubscriptionsForStage(stage.stageId);

  const title = `${winner.riderName} wins stage ${stage.number}`;
  for (const token of deviceTokens) {
    await sendAlert(token, { title, body: winner.teamName, threadId: stage.stageId }, { timeSensitive: true });
  }
  logger.info("stage finalized", { stageId: stage.stageId, winner: winner.riderId });
}
