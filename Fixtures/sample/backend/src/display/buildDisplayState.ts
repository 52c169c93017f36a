import { z } from "zod";
import { displayMessages } from "./display.messages";
import { formatOversDisplay, formatScoreDisplay } from "./matchDisplay";

export const InningsSchema = z.object({
  runs: z.number().int(),
  wickets: z.number().int(),
  balls: z.number().int(),
});
export type Innings = z.infer<typeof InningsSchema>;

/** The one place display values are computed; the app and the widget render them as-is. */
export function buildDisplayState(innings: Innings, target?: number) {
  const runRate = innings.balls === 0 ? 0 : (innings.runs / innings.balls) * 6;
  const needed = target !== undefined ? target - innings.runs : undefined;
  return {
    scoreLine: formatScoreDisplay(innings.runs, innings.wickets),
    oversLine: formatOversDisplay(innings.balls),
    runRateLine: displayMessages.runRate(runRate.toFixed(2)),
    statusLine: needed !== undefined && needed > 0 ? displayMessages.runsNeeded(needed) : "",
    sentiment: needed !== undefined && needed <= 0 ? "positive" : "neutral",
  };
}
