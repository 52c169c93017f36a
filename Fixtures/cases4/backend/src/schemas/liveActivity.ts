import { z } from 'zod';
import { MatchPhaseSchema, MatchSentimentSchema } from './match.js';

// Must stay field-for-field identical to ios/Oche/Models/LiveActivityModels.generated.swift.
// ActivityKit decodes content-state with a default JSONDecoder, so Date fields are
// seconds since 2001-01-01 (Apple reference date), not Unix time.

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(),
  trailingText: z.string(),
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  title: z.string(),
  statusText: z.string(),
  homeRemainingText: z.string(),
  awayRemainingText: z.string(),
  setsText: z.string(),
  legsText: z.string(),
  lastVisitText: z.string(),
  checkoutText: z.string().nullable(),
  resultText: z.string().nullable(),
  nextSessionAt: z.number().nullable(), // seconds since 2001-01-01 (Apple reference date); set only during an interval
  progressPercent: z.number().int().min(0).max(100),
});

export const LiveActivityDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  sentiment: MatchSentimentSchema,
  homeSets: z.number().int(),
  awaySets: z.number().int(),
  homeThrowing: z.boolean(),
  awayThrowing: z.boolean(),
  legNumber: z.number().int().min(1), // 1-based leg within the current set
  legsPerSet: z.number().int().min(1), // legs in a set, e.g. 5 for first to 3
  updatedAt: z.number(),
});

export const AlertSchema = z.object({ title: z.string(), body: z.string() });

export const LiveActivityPushSchema = z.object({
  // Unix epoch seconds; iOS silently drops a push older than the last one it applied
  timestamp: z.number().int(),
  event: z.enum(['update', 'end']),
  'content-state': LiveActivityDisplayStateSchema,
  'dismissal-date': z.number().int().optional(), // Unix epoch seconds
  'stale-date': z.number().int().optional(), // Unix epoch seconds
  'relevance-score': z.number().min(0).max(100).optional(),
  alert: AlertSchema.optional(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityPush = z.infer<typeof LiveActivityPushSchema>;
export type Alert = z.infer<typeof AlertSchema>;
