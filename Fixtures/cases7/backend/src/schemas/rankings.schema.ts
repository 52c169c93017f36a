import { z } from 'zod';

export const TourSchema = z.enum(['atp', 'wta']);

export const RankingEntrySchema = z.object({
  rank: z.number().int().min(1), // 1-based position in the weekly list
  playerId: z.string(),
  name: z.string(),
  countryCode: z.string(),
  pointsLabel: z.string(), // "11,830 pts"
  movementLabel: z.string().nullable(), // "▲2", null when unchanged
  tour: TourSchema,
});

export const RankingsResponseSchema = z.object({
  tour: TourSchema,
  weekOf: z.string(),
  entries: z.array(RankingEntrySchema),
  nextUpdateLabel: z.string().optional(),
});

export type RankingEntry = z.infer<typeof RankingEntrySchema>;
export type RankingsResponse = z.infer<typeof RankingsResponseSchema>;
