import { z } from 'zod';

export const SportCodeSchema = z.enum(['hurling', 'camogie', 'football']);

export const MatchPhaseSchema = z.enum([
  'pre',
  'first_half',
  'half_time',
  'second_half',
  'extra_time',
  'penalties',
  'completed',
  'postponed',
]);

export const TeamScoreSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string().max(4),
  goals: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  twoPointers: z.number().int().nonnegative(), // two-point scores from outside the arc (football only), already included in points
  wides: z.number().int(),
});

export const MatchSchema = z.object({
  matchId: z.string(),
  code: SportCodeSchema,
  competitionId: z.string(),
  round: z.string(),
  venue: z.string(),
  home: TeamScoreSchema,
  away: TeamScoreSchema,
  phase: MatchPhaseSchema,
  // Unix epoch seconds of the scheduled throw-in
  startTime: z.number().int(),
  endedAt: z.number().int().nullable(), // Unix epoch seconds when the final whistle was recorded, null until then
  minute: z.number().int().min(0).max(120),
  halfLengthMinutes: z.number().int(),
  stoppageMinutes: z.number().int().nullable(),
  postponementReason: z.string().nullable(),
});

export type Match = z.infer<typeof MatchSchema>;
export type TeamScore = z.infer<typeof TeamScoreSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
