import { z } from 'zod';

export const PlayerStatLineSchema = z.object({
  playerId: z.string(),
  capNumber: z.number().int().min(1).max(15), // cap 1–15
  nameText: z.string(),
  goalsText: z.string(), // e.g. "3/5" goals from shots
  shotsText: z.string(),
  exclusionsText: z.string(),
  isGoalkeeper: z.boolean(),
  savesText: z.string().nullable(),
  isInPlay: z.boolean(),
  hasExcludedForGame: z.boolean(),
});

export const PlayerStatsResponseSchema = z.object({
  matchId: z.string(),
  home: z.array(PlayerStatLineSchema),
  away: z.array(PlayerStatLineSchema),
});

export type PlayerStatLine = z.infer<typeof PlayerStatLineSchema>;
export type PlayerStatsResponse = z.infer<typeof PlayerStatsResponseSchema>;
