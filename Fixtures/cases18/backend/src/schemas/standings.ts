import { z } from 'zod';

export const StandingRowSchema = z.object({
  position: z.number().int().positive(),
  driverName: z.string(),
  teamName: z.string(),
  pointsText: z.string(),
  points: z.number(),
  behindLeaderText: z.string().nullable(),
});

export const StandingsResponseSchema = z.object({
  seriesCode: z.string(),
  seasonText: z.string(),
  roundsLeft: z.number().int(),
  maxPointsPerRound: z.number().int(),
  rows: z.array(StandingRowSchema),
  updatedAt: z.string().datetime(),
});

export type StandingRow = z.infer<typeof StandingRowSchema>;
export type StandingsResponse = z.infer<typeof StandingsResponseSchema>;
