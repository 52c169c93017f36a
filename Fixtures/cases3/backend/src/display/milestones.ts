import { getBatterStats } from "../stores/playerStore.js";
import { logger } from "../logger.js";

/** Lines for the "Milestones" strip under the scorecard. */
export async function milestoneLines(matchId: string, batterIds: string[]): Promise<string[]> {
  const results = await Promise.allSettled(batterIds.map((id) => getBatterStats(matchId, id)));
  const lines: string[] = [];
  for (const r of results) {
    if (r.status === "rejected") {
      logger.warn({ matchId, err: r.reason }, "batter stats unavailable");
      continue;
    }
    const { name, runs, balls } = r.value;
    if (runs >= 50) {
      lines.push(`${name} past fifty off ${balls}`);
    }
  }
  return lines;
}
