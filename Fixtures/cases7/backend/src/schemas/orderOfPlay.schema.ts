import { z } from 'zod';

// Content state for the per-court "order of play" Live Activity. Mirrors
// OrderOfPlayAttributes.ContentState in ios/Deuce/Models/OrderOfPlayActivityModels.swift.
export const OrderOfPlayStateSchema = z.object({
  courtName: z.string(),
  nowPlaying: z.string(), // "Sinner v Alcaraz — 2nd set"
  upNext: z.string().nullable(),
  delayNote: z.string().nullable(),
  updatedAt: z.number().int(), // Unix epoch seconds
});

export const OrderOfPlayDaySchema = z.object({
  tournamentId: z.string(),
  day: z.string(),
  courts: z.array(
    z.object({
      courtId: z.string(),
      courtName: z.string(),
      slots: z.array(z.object({ matchId: z.string(), label: z.string(), notBefore: z.string().nullable() })),
    }),
  ),
});

export type OrderOfPlayDay = z.infer<typeof OrderOfPlayDaySchema>;
