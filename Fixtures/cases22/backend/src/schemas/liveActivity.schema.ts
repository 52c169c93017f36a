import { z } from 'zod';
import { MatchPhaseSchema } from './match.schema';

export const LiveActivityCompactSchema = z.object({
  homeScore: z.string(),
  awayScore: z.string(),
  clockLabel: z.string(), // "06:40" — mm:ss left in the quarter
  minimalText: z.string(), // fits the minimal presentation, e.g. "41–39"
});

export const LiveActivityExpandedSchema = z.object({
  title: z.string(),
  scoreline: z.string(),
  quarterLabel: z.string(),
  shootingLine: z.string(),
  centrePassLine: z.string(),
  statusText: z.string(),
  footnote: z.string().nullable(),
});

export const LiveActivityDisplayStateSchema = z.object({
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  phase: MatchPhaseSchema,
  sentiment: z.enum(['neutral', 'tense', 'runaway', 'comeback']),
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  lastEventText: z.string().nullable(),
  updatedAt: z.number(), // Unix epoch seconds of the source event
});

export const ContentStateSchema = z.object({
  displayState: LiveActivityDisplayStateSchema,
});

export const TournamentContentStateSchema = z.object({
  leaderFlag: z.string(),
  leaderScore: z.string(),
  currentMatchId: z.string(),
  headline: z.string(),
  poolLabel: z.string(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type ContentState = z.infer<typeof ContentStateSchema>;
