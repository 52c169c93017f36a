import { z } from 'zod';

export const QuarterLineSchema = z.object({
  label: z.string(), // "Q1".."Q4", "OT", "2OT"
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
});

export const PlayerLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  jersey: z.string(),
  position: z.enum(['A', 'M', 'D', 'LSM', 'FO', 'G', 'F', 'T']),
  goals: z.number().int(),
  twoPointGoals: z.number().int(),
  assists: z.number().int(),
  groundBalls: z.number().int(),
  causedTurnovers: z.number().int(),
  isOnField: z.boolean(),
  statLineText: z.string(),
});

export const BoxScoreSchema = z.object({
  gameId: z.string(),
  quarters: z.array(QuarterLineSchema),
  homePlayers: z.array(PlayerLineSchema),
  awayPlayers: z.array(PlayerLineSchema),
  faceoffWins: z.number().int(),
  faceoffAttempts: z.number().int(),
  faceoffPct: z.number().min(0).max(100),
  savePct: z.number().min(0).max(1), // goalie save share as a fraction, 0.0–1.0
  savesText: z.string(),
  faceoffText: z.string(),
});

export type BoxScore = z.infer<typeof BoxScoreSchema>;
