import { z } from 'zod';

export const LadderEntrySchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  positionText: z.string(),
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int().optional(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  points: z.number().int(),
  pointsText: z.string(),
  percentageText: z.string(),
  percentage: z.number(),
  formGuide: z.array(z.enum(['W', 'L', 'D'])),
  isFinalsLine: z.boolean(),
  updatedAt: z.string(),
});

export const LadderResponseSchema = z.object({
  competition: z.string(),
  season: z.number().int(), // calendar year, e.g. 2026
  entries: z.array(LadderEntrySchema),
});

export type LadderEntry = z.infer<typeof LadderEntrySchema>;

export type LadderResponse = {
  competition: string;
  season: number;
  entries: LadderEntry[];
};
