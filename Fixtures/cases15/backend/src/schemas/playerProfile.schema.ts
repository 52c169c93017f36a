import { z } from 'zod';

export const PlayerSummarySchema = z.object({
  playerId: z.string(),
  name: z.string(),
  flag: z.string(),
  rankingLabel: z.string(),
  tourLabel: z.string(),
});

export const PlayerProfileResponseSchema = z.object({
  player: PlayerSummarySchema,
  recentResults: z.array(z.string()).max(10), // newest first, at most 10
  include: z
    .object({
      // only present when the request passes ?include=h2h
      headToHead: z.array(z.string()),
    })
    .optional(),
  nextMatchStartsAt: z.string().nullable(), // ISO 8601 UTC
  hiatusDays: z.number().int().nullable(),
});
