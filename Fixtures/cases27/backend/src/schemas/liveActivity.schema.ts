import { z } from 'zod';
import { MatchPhaseSchema } from './match.schema.js';

export const LiveActivityCompactSchema = z.object({
  homeCode: z.string(),
  awayCode: z.string(),
  homeFlag: z.string(),
  awayFlag: z.string(),
  scoreText: z.string(), // e.g. "9–8"
  periodText: z.string(), // e.g. "Q4 2:41"
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  titleText: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  homeScoreText: z.string(),
  awayScoreText: z.string(),
  periodText: z.string(),
  shotClockText: z.string().nullable(),
  situationText: z.string().nullable(),
  lastEventText: z.string().optional(),
  footerText: z.string(),
  homeExclusionDots: z.number().int().min(0).max(3), // personal fouls towards exclusion for the game, 0–3
  awayExclusionDots: z.number().int().min(0).max(3), // as homeExclusionDots
});

export const LiveActivityDisplayStateSchema = z.object({
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  phase: MatchPhaseSchema,
  sentiment: z.enum(['neutral', 'tense', 'man_up', 'dominant']),
  updatedAt: z.string().datetime(), // ISO 8601 UTC of the poll that produced this state
});

export const LiveActivityContentStateSchema = z.object({
  display: LiveActivityDisplayStateSchema,
  sequence: z.number().int(), // monotonically increasing per match; the app ignores lower values
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;

export type LiveActivityCompact = {
  homeCode: string;
  awayCode: string;
  homeFlag: string;
  awayFlag: string;
  scoreText: string;
  periodText: string;
  minimalText: string;
};
