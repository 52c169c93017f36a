import { z } from 'zod';
import { MatchPhaseSchema, TeamSchema } from './match.schema.js';

export const MatchDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  scoreText: z.string(),
  statusText: z.string(),
  periodText: z.string(),
  shotClockText: z.string().nullable(),
  situationText: z.string().nullable(),
  delayText: z.string().optional(),
  sentiment: z.enum(['neutral', 'tense', 'man_up', 'dominant']),
  quarterScores: z.array(
    z.object({
      labelText: z.string(),
      homeText: z.string(),
      awayText: z.string(),
      homeGoals: z.number().int(),
      awayGoals: z.number().int(),
    }),
  ),
  periodEndsAt: z.string().datetime().nullable(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  competitionName: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  displayState: MatchDisplayStateSchema,
  startTime: z.string().datetime(), // ISO 8601 UTC
  venueText: z.string(),
  isFollowed: z.boolean(),
  events: z.array(z.object({ id: z.string(), text: z.string() })).optional(), // only present with ?include=events
});

export const CompetitionGroupSchema = z.object({
  competitionId: z.string(),
  headerText: z.string(),
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  competitions: z.array(CompetitionGroupSchema),
  generatedAt: z.string().datetime(), // ISO 8601 UTC, when the schedule cache was built
});

export type MatchItem = z.infer<typeof MatchItemSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
