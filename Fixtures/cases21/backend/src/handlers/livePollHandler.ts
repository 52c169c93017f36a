import type { ScheduledHandler } from "aws-lambda";
import { buildDisplayState, type FeedMatch } from "../display/buildDisplayState.js";
import { getMatch, upsertMatchFromFeed } from "../stores/matchStore.js";
import { extendFollowTtlOnCompletion } from "../stores/matchFollowStore.js";
import { notifyGoal } from "../notifications/goalNotifications.js";
import { notifyStatusChange } from "../notifications/matchStatusNotifications.js";
import { pushScoreChange } from "./activityPushJob.js";
import { logger } from "../lib/logger.js";

const FEED_URL = process.env.LIVE_FEED_URL ?? "";

interface FeedEnvelope {
  matchId: string;
  feed: FeedMatch;
  endTime: string | null;
  goal: { teamId: string; player: string; playerGoals: number; afterSiren: boolean; consecutiveGoals: number } | null;
}

export const handler: ScheduledHandler = async () => {
  const res = await fetch(`${FEED_URL}/live`);
  if (!res.ok) {
    logger.error("live feed unavailable", { status: res.status });
    return;
  }
  const envelopes = (await res.json()) as FeedEnvelope[];
  for (const env of envelopes) {
    const previous = await getMatch(env.matchId);
    if (!previous) continue;
    const displayState = buildDisplayState(env.feed);
    const next = { ...previous, displayState, endTime: env.endTime };
    const outcome = await upsertMatchFromFeed(next);
    if (outcome === "unchanged") continue;

    if (env.goal) {
      await notifyGoal(next, { matchId: env.matchId, ...env.goal });
      await pushScoreChange(env.matchId, "goal");
    }
    if (previous.displayState.phase !== displayState.phase) {
      // Breaks and full time get an alert; goals already had theirs above.
      if (displayState.phase === "quarter_time") await notifyStatusChange(next, "quarter_time");
      if (displayState.phase === "half_time") await notifyStatusChange(next, "half_time");
      if (displayState.phase === "completed" && env.endTime) {
        await notifyStatusChange(next, "full_time");
        await extendFollowTtlOnCompletion(env.matchId, env.endTime);
      }
    }
  }
};
