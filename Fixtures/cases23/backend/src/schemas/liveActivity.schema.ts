import { z } from "zod";

export const MatchPhaseSchema = z.enum([
  "pre",
  "live",
  "quarter_break",
  "half_time",
  "shootout",
  "completed",
  "abandoned",
]);

export const MatchSentimentSchema = z.enum(["neutral", "tense", "dominant", "comeback"]);

export const LiveActivityDisplayStateSchema = z.object({
  matchId: z.string(),
  phase: MatchPhaseSchema,
  homeCode: z.string().length(3),
  awayCode: z.string().length(3),
  homeFlag: z.string(),
  awayFlag: z.string(),
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
  // e.g. "2–1" or "2–2 (3–2)" after a shootout
  scoreText: z.string(),
  clockText: z.string(),
  periodText: z.string(),
  statusText: z.string(),
  cornersText: z.string(),
  cardsText: z.string().nullable(),
  lastEventText: z.string().nullable(),
  sentiment: MatchSentimentSchema,
  // ISO 8601 instant the running quarter clock reaches 15:00; null while the clock is stopped
  periodEndsAt: z.string().datetime().nullable(),
  updatedAt: z.string().datetime(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;

export interface LiveActivityContentState {
  matchId: string;
  phase: MatchPhase;
  homeCode: string;
  awayCode: string;
  homeScore: number;
  awayScore: number;
  scoreText: string;
  clockText: string;
  periodText: string;
  statusText: string;
}

export const MATCH_SCHEMA_VERSION = 7;
