import { z } from 'zod';

export const MatchPhaseSchema = z.enum(['pre', 'live', 'tiebreak', 'rain_delay', 'retired', 'completed']);

export const LiveActivityCompactSchema = z.object({
  leadingLabel: z.string(),
  trailingLabel: z.string(),
  minimalLabel: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  homeName: z.string(),
  awayName: z.string(),
  homeFlag: z.string(),
  awayFlag: z.string(),
  homeSets: z.array(z.string()),
  awaySets: z.array(z.string()),
  homePoints: z.string(),
  awayPoints: z.string(),
  setLabel: z.string(),
  footnote: z.string().nullable(),
});

/** Content state pushed to the Live Activity; mirrors LiveActivityModels.generated.swift. */
export const LiveActivityDisplayStateSchema = z.object({
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  phase: MatchPhaseSchema,
  servingSide: z.enum(['home', 'away']).nullable(),
  statusLine: z.string(),
  deepLink: z.string(),
  updatedAt: z.number(), // Unix epoch seconds of the last point
  momentumHint: z.string().nullable(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
