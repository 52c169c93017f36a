import { z } from 'zod';

export const StandingRowSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  rankLabel: z.string(),
  recordLabel: z.string(), // "9–2" wins–losses
  pointsLabel: z.string(),
  setRatioLabel: z.string(), // sets won / sets lost, two decimals
});

export const StandingsResponseSchema = z.object({
  leagueId: z.string(),
  rows: z.array(StandingRowSchema),
});

export type StandingRow = z.infer<typeof StandingRowSchema>;
