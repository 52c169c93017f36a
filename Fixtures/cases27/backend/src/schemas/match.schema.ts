import { z } from 'zod';

export const MATCH_SCHEMA_VERSION = 7;

export const MatchPhaseSchema = z.enum([
  'pre',
  'live',
  'quarter_break',
  'half_time',
  'shootout',
  'delayed',
  'completed',
  'abandoned',
]);

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  countryCode: z.string().length(2), // ISO 3166-1 alpha-2, e.g. "HU"
  flagEmoji: z.string(),
  capColour: z.string(),
});

export const MatchSchema = z.object({
  matchId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  roundName: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  homeGoals: z.number().int().nonnegative(),
  awayGoals: z.number().int().nonnegative(),
  quarter: z.number().int().min(1).max(5),
  periodClockSeconds: z.number().int(),
  shotClockSeconds: z.number().int().min(0).max(30).nullable(), // seconds left on the 30-second shot clock; null between possessions
  startTime: z.string().datetime(), // ISO 8601 UTC, scheduled swim-off time
  endTime: z.string().datetime().nullable(), // ISO 8601 UTC, set when the final whistle goes
  venue: z.string(),
  isOutdoorPool: z.boolean(),
  phase: MatchPhaseSchema,
  delayReason: z.enum(['lightning', 'pool_equipment', 'water_quality', 'other']).nullable(),
});

export type Match = z.infer<typeof MatchSchema>;
export type Team = z.infer<typeof TeamSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;

export interface MatchRecord {
  matchId: string;
  competitionId: string;
  homeGoals: number;
  awayGoals: number;
  quarter: number;
  phase: MatchPhase;
}

export const MatchEventSchema = z.object({
  id: z.string(),
  kind: z.enum(['goal', 'exclusion', 'exclusion_for_game', 'penalty', 'save', 'timeout', 'swim_off', 'delay']),
  quarter: z.number().int(),
  clockSeconds: z.number().int(), // seconds left in the quarter when it happened, 0–480
  teamId: z.string().nullable(),
  capNumber: z.number().int().min(1).max(15).nullable(), // cap 1–15; 1 and 13 are goalkeepers
  occurredAt: z.number().int(),
});

export type MatchEvent = z.infer<typeof MatchEventSchema>;
