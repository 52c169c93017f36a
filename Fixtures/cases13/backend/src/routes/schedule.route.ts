import type { APIGatewayProxyResultV2 } from "aws-lambda";
import { z } from "zod";
import { getSeasonSchedule } from "../stores/scheduleCache";
import { json } from "./http";
import { logger } from "../logger";

const ScheduleQuerySchema = z.object({
  league: z.string().default("ipl"),
  days: z.coerce.number().int().min(1).max(14).default(7), // how many days ahead, 1–14
});

/** GET /schedule */
export async function scheduleHandler(query: Record<string, string | undefined>): Promise<APIGatewayProxyResultV2> {
  const { league, days } = ScheduleQuerySchema.parse(query);
  const schedule = await getSeasonSchedule(league, days);
  if (schedule.leagues.length === 0) {
    logger.info("empty schedule", { league, days });
    return json(200, { leagues: [], emptyMessage: "No games in the next week. Check back soon!" });
  }
  return json(200, schedule);
}
