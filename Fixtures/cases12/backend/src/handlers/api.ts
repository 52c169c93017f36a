import { HttpError, json, type ApiEvent, type ApiResult } from "../lib/http";
import { logger } from "../lib/logger";
import { registerActivityTokenHandler, registerPushToStartTokenHandler } from "../routes/activityTokens";
import { adminListDevicesHandler, adminRemoveFollowHandler } from "../routes/admin";
import { followRaceHandler, listMyFollowsHandler, switchTeamPerspectiveHandler, unfollowRaceHandler } from "../routes/follow";
import { listRacesHandler, listUpcomingRacesHandler } from "../routes/races";
import { getStageHandler } from "../routes/stages";
import { getStandingsHandler } from "../routes/standings";
import { followTeamHandler, unfollowTeamHandler } from "../routes/teamFollow";

type Route = (event: ApiEvent) => Promise<ApiResult>;

const routes: Record<string, Route> = {
  "GET /races": listRacesHandler,
  "GET /races/upcoming": listUpcomingRacesHandler,
  "GET /races/{raceId}/standings": getStandingsHandler,
  "GET /stages/{stageId}": getStageHandler,
  "POST /user/follow/race": followRaceHandler,
  "DELETE /user/follow/race/{raceId}": unfollowRaceHandler,
  "PATCH /user/follow/race/{raceId}/team": switchTeamPerspectiveHandler,
  "GET /user/follows": listMyFollowsHandler,
  "POST /user/follow/team/{teamId}": followTeamHandler,
  "DELETE /user/follow/team/{teamId}": unfollowTeamHandler,
  "POST /activity/token": registerActivityTokenHandler,
  "POST /activity/push-to-start": registerPushToStartTokenHandler,
  "POST /admin/follows/remove": adminRemoveFollowHandler,
  "GET /admin/users/{userId}/devices": adminListDevicesHandler,
};

export async function handler(event: ApiEvent): Promise<ApiResult> {
  const route = routes[event.routeKey];
  if (!route) {
    return json(404, { error: "route_not_found" });
  }
  try {
    return await route(event);
  } catch (error) {
    if (error instanceof HttpError) {
      return json(error.status, { error: error.code });
    }
    logger.error("unhandled error", { routeKey: event.routeKey, error: String(error) });
    return json(500, { error: "internal" });
  }
}
