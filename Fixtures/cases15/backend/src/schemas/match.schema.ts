import { z } from 'zod';

export const PlayerLineSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  flag: z.string(), // emoji flag; the widget cannot load images
  seedLabel: z.string().nullable(),
  setScores: z.array(z.string()),
  isServing: z.boolean(),
  isWinner: z.boolean(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  roundLabel: z.string(),
  courtLabel: z.string(),
  home: PlayerLineSchema,
  away: PlayerLineSchema,
  statusText: z.string(),
  phase: z.string(),
  isLive: z.boolean(),
  startsAt: z.string(),
  scoreSummary: z.string(),
  homeGames: z.number().int().min(0).max(7),
  awayGames: z.number().int(), // games in the current set, 0-7
  elapsedMinutes: z.number().int(),
  rainDelayNote: z.string().optional(),
});

export const TournamentGroupSchema = z.object({
  tournamentId: z.string(),
  header: z.string(),
  surfaceLabel: z.string(),
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  tournaments: z.array(TournamentGroupSchema),
  generatedAt: z.string(), // ISO 8601 UTC, e.g. 2026-06-03T14:22:00Z
});

export type MatchItem = z.infer<typeof MatchItemSchema>;
export type PlayerLine = z.infer<typeof PlayerLineSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
