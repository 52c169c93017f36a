import { z } from 'zod';

export const MatchPhaseSchema = z.enum(['pre', 'live', 'interval', 'between_sessions', 'concluded', 'walkover']);

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(),
  trailingText: z.string(),
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  headline: z.string(),
  framesText: z.string(),
  frameScoreText: z.string(),
  breakText: z.string().nullable(),
  pointsRemainingText: z.string().nullable(),
  statusNote: z.string(),
  framesWon1: z.number().int(),
  framesWon2: z.number().int(),
  points1: z.number().int(),
  points2: z.number().int(),
  pointsRemaining: z.number().int(), // points left on the table in the current frame
  snookersRequired: z.number().int(),
});

export const LiveActivityDisplayStateSchema = z.object({
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  phase: MatchPhaseSchema,
  sentiment: z.enum(['neutral', 'tense', 'dominant', 'historic']),
  updatedAt: z.string().datetime(), // ISO 8601, server clock
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
