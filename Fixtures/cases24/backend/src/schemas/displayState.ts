import { z } from 'zod';
import { MatchPhaseSchema, SportCodeSchema } from './match.js';

export const MatchSentimentSchema = z.enum(['neutral', 'tight', 'comeback', 'runaway']);

export const MatchDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  title: z.string(),
  status: z.string(),
  homeScore: z.string(), // goals-points, e.g. "2-14"
  awayScore: z.string(), // goals-points, e.g. "1-19"
  homeTotal: z.string(), // total in points, bracketed, e.g. "(20)"
  awayTotal: z.string(),
  clock: z.string(), // match clock as shown, e.g. "54'" or "35+2'"
  venue: z.string(),
  note: z.string().nullable(),
  isLive: z.boolean(),
  isFollowable: z.boolean(),
  sentiment: MatchSentimentSchema,
});

export const TeamSummarySchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  goals: z.number().int(),
  points: z.number().int(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  code: SportCodeSchema,
  competition: z.string(),
  homeTeam: TeamSummarySchema,
  awayTeam: TeamSummarySchema,
  displayState: MatchDisplayStateSchema,
  startTime: z.string().datetime(),
  broadcaster: z.string().optional(),
  weatherNote: z.string().optional(),
});

export const CompetitionGroupSchema = z.object({
  competitionId: z.string(),
  headerText: z.string(),
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  groups: z.array(CompetitionGroupSchema),
  generatedAt: z.string().datetime(),
  // only present when the request passes ?include=standings
  standings: z.array(z.string()).optional(),
});

export type MatchDisplayState = z.infer<typeof MatchDisplayStateSchema>;
export type MatchItem = z.infer<typeof MatchItemSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
