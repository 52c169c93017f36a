import { z } from 'zod';

export const GameContentStateSchema = z.object({
  scoreLine: z.string(),
  awayScoreText: z.string(),
  homeScoreText: z.string(),
  downDistanceText: z.string(),
  clockText: z.string(),
  periodLabel: z.string(),
  possessionTeamId: z.string(),
  situationNote: z.string(),
  winProbabilityText: z.string(),
});

export type GameContentState = z.infer<typeof GameContentStateSchema>;
