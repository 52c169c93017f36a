import { buildStageDisplayState } from "../display/buildDisplayState";
import { json, notFound, requirePathParam, type ApiEvent, type ApiResult } from "../lib/http";
import { StageDisplayStateSchema } from "../schemas/display.schema";
import { getLiveStageSnapshot, getStage } from "../stores/stageStore";

export async function getStageHandler(event: ApiEvent): Promise<ApiResult> {
  const stageId = requirePathParam(event, "stageId");
  // Get the stage
  const stage = await getStage(stageId);
  // Check if null
  if (!stage) {
    return notFound("stage_not_found");
  }
  // The snapshot is missing before the flag drops; the builder handles null.
  const live = await getLiveStageSnapshot(stageId);
  const display = buildStageDisplayState(stage, live);
  // Return the result
  return json(200, StageDisplayStateSchema.parse(display));
}
