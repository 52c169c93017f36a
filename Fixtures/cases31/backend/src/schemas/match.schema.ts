import { z } from "zod";

export const PlayerLineSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  flag: z.string(),
  seedLabel: z.string().optional(),
  gamesWon: z.number().int().min(0).max(3), // games won in this match; best of five, so 0–3
  pointsInGame: z.number().int().min(0),
  isServing: z.boolean(),
});

export const RallySchema = z.object({
  rallyId: z.string(),
  gameNumber: z.number().int().min(1).max(5), // 1-based game index within the match
  winnerPlayerId: z.string(),
  shotKind: z.string(),
  durationSeconds: z.number().int(),
  description: z.string(),
  isHighlighted: z.boolean(),
});

export const MatchItemDisplaySchema = z.object({
  gamesLine: z.string(),
  pointsLine: z.string(),
  statusLabel: z.string(),
  gameScores: z.array(z.string()),
  startLabel: z.string(), // local start time in the venue's timezone, e.g. "18:30"
  durationLabel: z.string().optional(),
  lastRallyText: z.string().nullable(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  roundLabel: z.string(),
  courtLabel: z.string(),
  playerA: PlayerLineSchema,
  playerB: PlayerLineSchema,
  display: MatchItemDisplaySchema,
  startTime: z.string(),
  isLive: z.boolean(),
  rallies: z.array(RallySchema).optional(), // present only when the request has ?include=rallies
});

export const MatchRecordSchema = z.object({
  matchId: z.string(),
  tournamentId: z.string(),
  startTime: z.number().int(), // scheduled start, Unix epoch milliseconds
  completedAt: z.number().int().nullable(), // Unix epoch milliseconds; null until the last rally
  lastRallyAt: z.number().int().nullable(), // Unix epoch milliseconds
  bestOf: z.literal(5),
  tieBreakAt: z.number().int(),
  durationMinutes: z.number().int().nullable(),
});

export type MatchItem = z.infer<typeof MatchItemSchema>;
export type MatchRecord = z.infer<typeof MatchRecordSchema>;
export type Rally = z.infer<typeof RallySchema>;
