import { z } from 'zod';

export const PlayoffContentStateSchema = z.object({
  scoreLine: z.string(),
  roundLabel: z.string(), // "Wild Card", "Divisional", "Conference", "Super Bowl"
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  seedLine: z.number().int(),
});

export type PlayoffContentState = z.infer<typeof PlayoffContentStateSchema>;
