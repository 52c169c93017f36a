import { z } from "zod";

export const GameStatusSchema = z.enum(["scheduled", "in_progress", "delayed", "final", "postponed"]);
export const GamePhaseSchema = z.enum(["pregame", "live", "delayed", "final", "postponed"]);
export const GameSentimentSchema = z.enum(["neutral", "tense", "lopsided", "historic"]);

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  flagEmoji: z.string(),
  logoURL: z.string().url().nullable(),
});

export const ProbablePitcherSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  hand: z.enum(["L", "R"]),
  era: z.number().nonnegative(), // earned runs per nine innings, season to date
  seasonLineText: z.string(), // e.g. "8-4, 3.12 ERA, 121 K"
  pitchCount: z.number().int().min(0).max(150),
});

export const GameSchema = z.object({
  gameId: z.string(),
  awayTeam: TeamSchema,
  homeTeam: TeamSchema,
  status: GameStatusSchema,
  phase: GamePhaseSchema,
  inning: z.number().int().min(1), // 1-based; goes past 9 in extra innings
  isTopHalf: z.boolean(),
  balls: z.number().int().min(0).max(3),
  strikes: z.number().int().min(0).max(2), // a third strike ends the plate appearance, so never 3
  outs: z.number().int().min(0).max(2), // outs in the current half-inning; the third out flips the half
  awayRuns: z.number().int().nonnegative(), // runs, whole game including extras
  homeRuns: z.number().int().nonnegative(), // runs, whole game including extras
  runnersOn: z.array(z.number().int().min(1).max(3)), // occupied bases, 1 = first, 3 = third
  scoreText: z.string(),
  inningText: z.string(),
  countText: z.string(), // "2-1, 1 out"
  statusText: z.string(),
  delayNote: z.string().optional(),
  delayMinutes: z.number().int().nullable(),
  firstPitchAt: z.string().datetime(),
  scheduledStartEpoch: z.number().int(), // Unix epoch seconds of the scheduled first pitch
  venue: z.string(),
  winningPitcher: z.string().optional(),
  probablePitchers: z.array(ProbablePitcherSchema).optional(), // only with ?include=probables
  isFollowed: z.boolean(),
});

export const GameItemSchema = GameSchema.pick({
  awayTeam: true,
  homeTeam: true,
  awayRuns: true,
  homeRuns: true,
  inning: true,
  isTopHalf: true,
  outs: true,
  status: true,
  scoreText: true,
  statusText: true,
  inningText: true,
  firstPitchAt: true,
}).extend({
  id: z.string(),
  countText: z.string().nullable(),
  sentiment: GameSentimentSchema,
});

export const ScoreboardResponseSchema = z.object({
  date: z.string(), // slate date in the league's time zone, "2025-07-04"
  divisions: z.array(z.object({ name: z.string(), games: z.array(GameItemSchema) })),
});

export type Game = z.infer<typeof GameSchema>;
export type GameItem = z.infer<typeof GameItemSchema>;
export type Team = z.infer<typeof TeamSchema>;
export type ScoreboardResponse = z.infer<typeof ScoreboardResponseSchema>;
