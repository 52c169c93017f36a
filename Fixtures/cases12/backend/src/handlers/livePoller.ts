import { z } from "zod";
import { config } from "../config";
import { logger } from "../lib/logger";
import { nowSeconds } from "../lib/time";
import { detectRaceEvents } from "../notifications/raceEvents";
import { LiveStageSnapshotSchema, type LiveStageSnapshot } from "../schemas/timing.schema";
import { getLiveStageSnapshot, listLiveStages, saveLiveStageSnapshot } from "../stores/stageStore";
import { pushStageUpdate } from "./activityPushJob";

const FeedResponseSchema = z.object({
  stageId: z.string(),
  kmToGo: z.number(),
  neutralised: z.boolean().default(false),
  crosswinds: z.boolean().default(false),
  roadLeader: LiveStageSnapshotSchema.shape.roadLeader,
  breakaway: LiveStageSnapshotSchema.shape.breakaway,
  virtualGc: LiveStageSnapshotSchema.shape.virtualGc,
  radioNote: z.string().nullable().default(null),
});

type FeedResponse = {
  stageId: string;
  kmToGo: number;
  neutralised: boolean;
  crosswinds: boolean;
};

async function fetchTimingFeed(stageId: string): Promise<LiveStageSnapshot> {
  const response = await fetch(`${config.timingFeedUrl}/stages/${stageId}/live`);
  if (!response.ok) {
    throw new Error(`timing feed returned ${response.status} for ${stageId}`);
  }
  const feed = FeedResponseSchema.parse(await response.json());
  return { ...feed, polledAt: nowSeconds() };
}

export async function handler(): Promise<void> {
  const stages = await listLiveStages();
  for (const stage of stages) {
    try {
      const previous = await getLiveStageSnapshot(stage.stageId);
      const current = await fetchTimingFeed(stage.stageId);
      const events = detectRaceEvents(previous, current);
      await saveLiveStageSnapshot(current);
      await pushStageUpdate(stage, current, events);
    } catch (error) {
      logger.error("stage poll failed", { stageId: stage.stageId, error: String(error) });
    }
  }
  logger.info("poll finished", { stages: stages.length });
}

export type { FeedResponse };
