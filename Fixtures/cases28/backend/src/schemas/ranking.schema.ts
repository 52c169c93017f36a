import { z } from 'zod';

export const RankingEntrySchema = z.object({
  playerId: z.string(),
  position: z.number().int(), // 1-based world ranking position
  points: z.number().int(), // WTT ranking points
  movementText: z.string(),
  name: z.string(),
  flagEmoji: z.string(),
});

export const RankingsResponseSchema = z.object({
  category: z.enum(['mens_singles', 'womens_singles', 'mens_doubles', 'womens_doubles', 'mixed_doubles']),
  weekLabel: z.string(),
  publishedAt: z.string().datetime(), // ISO 8601 UTC, Tuesday publication
  entries: z.array(RankingEntrySchema),
  previousWeekLabel: z.string().nullable(),
});

export type RankingEntry = z.infer<typeof RankingEntrySchema>;

export type RankingsResponse = {
  category: string;
  weekLabel: string;
  publishedAt: string;
  entries: RankingEntry[];
  previousWeekLabel: string | null;
};

export interface RankingsQuery {
  category: RankingsResponse['category'];
  limit: number;
}
