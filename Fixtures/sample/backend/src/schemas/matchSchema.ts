import { z } from "zod";

/** Bump when the match response changes shape: the app caches display state per version. */
export const MATCH_SCHEMA_VERSION = 3;

export const TeamSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  flagEmoji: z.string(),
});

export const MatchResponseSchema = z.object({
  matchId: z.string(),
  home: TeamSummarySchema,
  away: TeamSummarySchema,
  status: z.enum(["scheduled", "live", "innings_break", "completed", "abandoned"]),
  scoreLine: z.string().nullable(),
  // Sent only with ?include=scorecard; the hub list leaves it out.
  scorecard: z.array(z.string()).optional(),
  result: z.string().optional(),
  startTime: z.string().datetime(),
});

export type MatchResponse = z.infer<typeof MatchResponseSchema>;
