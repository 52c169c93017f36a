import { json, requirePathParam, type ApiEvent, type ApiResult } from "../lib/http";
import { gcCopy } from "../display/gc.messages";
import { StandingsResponseSchema } from "../schemas/standings.schema";
import { getRace } from "../stores/raceStore";
import { getStandingsBundle } from "../stores/standingsStore";
import { listStagesForRace } from "../stores/stageStore";

export async function getStandingsHandler(event: ApiEvent): Promise<ApiResult> {
  const raceId = requirePathParam(event, "raceId");
  const includeYouth = event.queryStringParameters?.include?.split(",").includes("youth") ?? false;
  const [race, stages] = await Promise.all([getRace(raceId), listStagesForRace(raceId)]);
  const latest = stages.filter((stage) => stage.status === "finished").at(-1)?.number ?? 0;
  const bundle = await getStandingsBundle(raceId, latest);

  const abandonments = bundle.gc
    .filter((row) => row.status === "dnf")
    .map((row) => ({
      riderId: String(row.riderId),
      riderName: String(row.riderName),
      stageLabel: `Stage ${row.abandonedOnStage}`,
      reasonLabel: String(row.reasonLabel ?? gcCopy.abandoned),
    }));

  return json(
    200,
    StandingsResponseSchema.parse({
      raceId: race?.raceId ?? raceId,
      updatedAt: new Date().toISOString(),
      gc: bundle.gc,
      kom: bundle.kom,
      sprint: bundle.sprint,
      abandonments,
      ...(includeYouth ? { youth: bundle.gc.filter((row) => row.isYoungRider) } : {}),
    }),
  );
}
