import { z } from "zod";

export const MatchStatusSchema = z.enum(["scheduled", "live", "innings_break", "completed", "abandoned"]);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

export const LiveActivityCompactSchema = z.object({
  leading: z.string(),
  trailing: z.string(),
});

/** What every Live Activity push carries as content-state; the widget decodes it as-is. */
export const LiveActivityDisplayStateSchema = z.object({
  compact: LiveActivityCompactSchema,
  phase: z.enum(["pre", "live", "innings_break", "completed", "abandoned"]),
  oversLine: z.string(),
});
export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;

export const BallEventSchema = z.object({
  matchId: z.string(),
  kind: z.enum(["dot", "runs", "four", "six", "wicket"]),
  batter: z.string(),
  runs: z.number(),
  balls: z.number(),
  over: z.string(),
});
export type BallEvent = z.infer<typeof BallEventSchema>;
