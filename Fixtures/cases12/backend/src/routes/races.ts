import { hubCopy } from "../display/hub.messages";
import { stageCopy } from "../display/stageDisplay.messages";
import { isLiveStatus } from "../display/stageDisplay";
import { json, type ApiResult } from "../lib/http";
import { RaceHubResponseSchema, type RaceHubItem } from "../schemas/display.schema";
import type { Race, Stage } from "../schemas/race.schema";
import { activeRaces, listRaces } from "../stores/raceStore";
import { listStagesForRace } from "../stores/stageStore";

function toHubItem(race: Race, stages: Stage[]): RaceHubItem {
  const current = stages.find((stage) => isLiveStatus(stage.status)) ?? stages.find((stage) => stage.status === "scheduled");
  const isLive = current ? isLiveStatus(current.status) : false;
  return {
    raceId: race.raceId,
    name: race.name,
    countryFlag: race.countryFlag,
    stageLabel: current ? hubCopy.stageOf(current.number, race.stageCount) : hubCopy.restDay,
    isLive,
    liveBadgeLabel: isLive ? hubCopy.liveBadge : null,
    stages: stages.map((stage) => ({
      stageId: stage.stageId,
      number: stage.number,
      numberLabel: stageCopy.numberLabel(stage.number),
      routeLabel: `${stage.startTown} → ${stage.finishTown}`,
      dateLabel: new Date(stage.startTime).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short" }),
      type: stage.type,
      startTime: stage.startTime,
      isLive: isLiveStatus(stage.status),
    })),
  };
}

export async function listRacesHandler(): Promise<ApiResult> {
  const races = activeRaces(await listRaces());
  const items = await Promise.all(races.map(async (race) => toHubItem(race, await listStagesForRace(race.raceId))));
  return json(
    200,
    RaceHubResponseSchema.parse({
      races: items,
      emptyMessage: items.length === 0 ? "Nothing racing today" : null,
    }),
  );
}

export async function listUpcomingRacesHandler(): Promise<ApiResult> {
  const races = await listRaces();
  const upcoming = races.filter((race) => Date.parse(race.startDate) > Date.now());
  const items = await Promise.all(upcoming.map(async (race) => toHubItem(race, await listStagesForRace(race.raceId))));
  return json(200, RaceHubResponseSchema.parse({ races: items, emptyMessage: items.length === 0 ? hubCopy.noRaces : null }));
}
