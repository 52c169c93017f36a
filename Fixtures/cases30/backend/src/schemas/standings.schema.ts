import { z } from 'zod';

export const StandingsRowSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  recordText: z.string(),
  goalDiffText: z.string(),
  seedText: z.string().nullable(),
  clinchedAt: z.string().datetime().nullable(),
});

export const StandingsResponseSchema = z.object({
  league: z.string(),
  rows: z.array(StandingsRowSchema),
});

export type StandingsRow = z.infer<typeof StandingsRowSchema>;
