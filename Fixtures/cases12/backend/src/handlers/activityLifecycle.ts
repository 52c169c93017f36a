import { buildFinalLiveActivityState, buildLiveActivityState } from "../display/buildLiveActivityState";
import { stageCopy } from "../display/stageDisplay.messages";
import { logger } from "../lib/logger";
import { nowSeconds } from "../lib/time";
import { sendLiveActivityEnd } from "../push/liveActivityPush";
import { sendPushToStart } from "../push/pushToStart";
import type { Race } from "../schemas/race.schema";
import type { ActivitySubscription } from "../schemas/subscription.schema";
import { listPushToStartTokens } from "../stores/pushToStartTokenStore";
import { getLiveStageSnapshot, getStage, listStagesForRace } from "../stores/stageStore";
import { isLiveStatus } from "../display/stageDisplay";

/**
 * Server-side end for activities whose subscriptions were just removed, so the
 * Lock Screen clears even if the app never hears back from the DELETE.
 */
export async function endLiveActivitiesForSubscriptions(removed: readonly ActivitySubscription[]): Promise<void> {
  const finishedAt = nowSeconds();
  for (const sub of removed) {
    const stage = await getStage(sub.stageId);
    const live = stage ? await getLiveStageSnapshot(sub.stageId) : null;
    if (!stage || !live) {
      continue;
    }
    const finalState = buildFinalLiveActivityState(stage, live, { riderName: live.roadLeader.riderName, teamName: "" });
    const result = await sendLiveActivityEnd(sub.pushToken, finalState, finishedAt);
    if (result.status !== 200) {
      logger.warn("live activity end rejected", { stageId: sub.stageId, status: result.status, reason: result.reason });
    }
  }
}

export async function startActivitiesForNewFollower(userId: string, race: Race): Promise<void> {
  const stages = await listStagesForRace(race.raceId);
  const live = stages.find((stage) => isLiveStatus(stage.status));
  if (!live) {
    return;
  }
  const snapshot = await getLiveStageSnapshot(live.stageId);
  if (!snapshot) {
    return;
  }
  const tokens = await listPushToStartTokens(userId);
  for (const token of tokens) {
    await sendPushToStart(
      token,
      {
        raceId: race.raceId,
        stageId: live.stageId,
        raceName: race.name,
        stageNumberLabel: stageCopy.numberLabel(live.number),
        deepLink: `peloton://stage/${live.stageId}`,
      },
      buildLiveActivityState(live, snapshot),
    );
  }
}
