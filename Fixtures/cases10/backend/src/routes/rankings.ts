import { RankingsResponseSchema, type RankingsResponse } from "../schemas/ranking.schema.js";
import { TourSchema } from "../schemas/match.schema.js";
import { loadRankings } from "../stores/rankingStore.js";
import { movementText } from "../display/scheduleDisplay.js";
import { type ApiEvent, type ApiResult, json } from "../lib/http.js";

interface RankingRow {
  playerId: string;
  rank: number;
  previousRank?: number;
  name: string;
  countryCode: string;
  pointsText: string;
  movementText: string;
}

export async function getRankings(event: ApiEvent): Promise<ApiResult> {
  const tour = TourSchema.parse(event.pathParameters?.tour);
  const entries = await loadRankings(tour);
  const rows: RankingRow[] = entries
    .sort((a, b) => a.rank - b.rank)
    .map((e) => ({ ...e, movementText: movementText(e) }));
  const response: RankingsResponse = RankingsResponseSchema.parse({
    tour,
    weekLabel: weekLabel(new Date()),
    entries: rows,
  });
  return json(200, response);
}

function weekLabel(now: Date): string {
  const monday = new Date(now);
  monday.setUTCDate(now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  return `Week of ${monday.toLocaleDateString("en-GB", { day: "numeric", month: "long" })}`;
}
