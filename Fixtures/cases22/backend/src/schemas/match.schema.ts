import { z } from 'zod';

export const MATCH_SCHEMA_VERSION = 7;

export const MatchPhaseSchema = z.enum([
  'pre',
  'live',
  'quarter_break',
  'half_time',
  'extra_time',
  'suspended',
  'completed',
  'abandoned',
]);

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string().max(4),
  logoURL: z.string().url().nullable(),
  colourName: z.string(),
});

export const MatchDisplayStateSchema = z.object({
  scoreline: z.string(), // e.g. "48 – 45", home first
  statusText: z.string(),
  clockLabel: z.string(), // "08:12" — time left in the quarter, mm:ss
  quarterLabel: z.string(),
  shootingLine: z.string().nullable(),
  superShotNote: z.string().nullable(), // only during the Power Five (last 5 min of each quarter)
  centrePassLine: z.string().nullable(),
  liveNote: z.string().nullable(),
  sentiment: z.enum(['neutral', 'tense', 'runaway', 'comeback']),
  isLive: z.boolean(),
  isCompleted: z.boolean(),
});

export const MatchSchema = z.object({
  match_id: z.string(),
  competition: z.string(),
  round: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  venue: z
    .object({ name: z.string(), city: z.string(), isIndoor: z.boolean() })
    .optional(),
  startTime: z.string().datetime(),
  endTime: z.string().datetime().nullable(), // ISO 8601 UTC; null until the final whistle
  phase: MatchPhaseSchema,
  quarter: z.number().int().min(1).max(6),
  quarterLengthSeconds: z.number().int(),
  homeGoals: z.number().int().nonnegative(),
  awayGoals: z.number().int().nonnegative(),
  displayState: MatchDisplayStateSchema,
  isFollowed: z.boolean(),
  weatherHoldReason: z.string().optional(),
  // Present only when the request asks for ?include=ratings.
  ratings: z.array(z.lazy(() => PlayerRatingSchema)).optional(),
});

export const PlayerRatingSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  position: z.enum(['GS', 'GA', 'WA', 'C', 'WD', 'GD', 'GK']),
  teamId: z.string(),
  goals: z.number().int(),
  attempts: z.number().int(),
  superShots: z.number().int(), // two-point goals from the outer circle in the Power Five
  gains: z.number().int(),
  intercepts: z.number().int(),
  penalties: z.number().int(),
  rating: z.number().min(0).max(10),
  ratingText: z.string(),
  isOnCourt: z.boolean(),
  minutesPlayed: z.number(),
});

export const QuarterScoreSchema = z.object({
  quarter: z.number().int(),
  label: z.string(),
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  homeText: z.string(),
  awayText: z.string(),
  isPowerFive: z.boolean(),
});

export type Match = z.infer<typeof MatchSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
export type MatchDisplayState = z.infer<typeof MatchDisplayStateSchema>;
export type PlayerRating = z.infer<typeof PlayerRatingSchema>;
export type QuarterScore = z.infer<typeof QuarterScoreSchema>;
