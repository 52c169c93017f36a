import { z } from 'zod';
import { PlayerSchema } from './match.schema.js';

export const RubberSchema = z.object({
  rubberNumber: z.number().int(), // 1..5 in the Corbillon/Swaythling format
  home: PlayerSchema,
  away: PlayerSchema,
  gamesText: z.string(),
  statusText: z.string(),
});

export const TeamTieSchema = z.object({
  tieId: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  tieScoreText: z.string(),
  rubbers: z.array(RubberSchema),
  scheduledAt: z.string().datetime(),
  venueName: z.string().nullable(),
});

export type Rubber = z.infer<typeof RubberSchema>;
export type TeamTie = z.infer<typeof TeamTieSchema>;
