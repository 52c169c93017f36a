import { z } from 'zod';

export const MATCH_SCHEMA_VERSION = 7;

export const MatchPhaseSchema = z.enum(['pre', 'live', 'between_games', 'timeout', 'delayed', 'completed', 'walkover']);

export const PlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  shortName: z.string(),
  flagEmoji: z.string(),
  worldRank: z.number().int().nullable(), // ITTF/WTT world ranking position, 1-based; null when unranked
});

export const GameScoreSchema = z.object({
  gameNumber: z.number().int(), // 1-based, at most 7
  home: z.number().int(),
  away: z.number().int(),
});

export const MatchSchema = z.object({
  matchId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  roundName: z.string(),
  tableNumber: z.number().int().nullable(), // venue table, 1..n; null before the draw is published
  bestOf: z.number().int(), // 5 or 7 games
  startsAt: z.string().datetime(),
  endedAt: z.string().datetime().nullable(), // ISO 8601 UTC; null until the final point
  phase: MatchPhaseSchema,
  home: PlayerSchema,
  away: PlayerSchema,
  games: z.array(GameScoreSchema),
  serverPlayerId: z.string().nullable(),
  expediteActive: z.boolean(),
  delayReason: z.enum(['faulty_table', 'lighting', 'medical', 'other']).nullable(),
  delayMinutes: z.number().int().nullable(),
});

export const MatchListResponseSchema = z.object({
  matches: z.array(MatchSchema),
  nextCursor: z.string().optional(),
  generatedAt: z.string().datetime(), // ISO 8601 UTC, when the list was built
});

export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
export type Player = z.infer<typeof PlayerSchema>;
export type Match = z.infer<typeof MatchSchema>;
export type MatchListResponse = z.infer<typeof MatchListResponseSchema>;
