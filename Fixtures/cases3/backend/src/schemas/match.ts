import { z } from "zod";

export const PlayPhaseSchema = z.enum(["scheduled", "in_play", "innings_break", "finished", "no_result"]);
export type PlayPhase = z.infer<typeof PlayPhaseSchema>;

export const BallEventSchema = z.object({
  over: z.number().int().nonnegative(),
  ball: z.number().int().min(1).max(9), // extras can push a ball number past 6
  runs: z.number().int().nonnegative(),
  isWicket: z.boolean(),
  isBoundary: z.boolean(),
  batterName: z.string(),
  bowlerName: z.string(),
});
export type BallEvent = z.infer<typeof BallEventSchema>;

/** Raw innings totals from the feed, before display formatting. */
export const InningsTotalsSchema = z.object({
  battingTeam: z.object({ code: z.string(), name: z.string() }),
  bowlingTeam: z.object({ code: z.string(), name: z.string() }),
  runs: z.number().int(),
  wickets: z.number().int().min(0).max(10),
  balls: z.number().int(), // legal deliveries bowled
  oversLimit: z.number().int(),
  target: z.number().int().nullable(),
  inningsNumber: z.number().int().min(1).max(4),
});
export type InningsTotals = z.infer<typeof InningsTotalsSchema>;

/** What iOS decodes as `InningsSnapshot`. Every string is display-ready. */
export const InningsSnapshotSchema = z.object({
  match_id: z.string(),
  headline: z.string(),
  score_text: z.string(), // "142/4"
  overs_text: z.string(), // "16.2 ov"
  status_line: z.string(),
  break_note: z.string().nullable(),
  chase_line: z.string().nullable(),
  phase: PlayPhaseSchema,
  innings_number: z.number().int(),
  sentiment: z.enum(["neutral", "exciting", "tense", "dominant"]),
  runs: z.number().int(),
  wickets: z.number().int(),
  target: z.number().int().nullable(),
  balls_remaining: z.number().int().nullable(),
  overs_bowled: z.number().int(),
  overs_limit: z.number().int(),
  recent_balls: z.array(z.string()).max(6),
  toss_text: z.string(),
  home_code: z.string(),
  away_code: z.string(),
  updated_at: z.string().datetime(),
});
export type InningsSnapshot = z.infer<typeof InningsSnapshotSchema>;
