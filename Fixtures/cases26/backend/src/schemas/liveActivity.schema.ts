import { z } from 'zod';

// Mirrors DoOrDieActivityAttributes.ContentState in the iOS app; keep field names identical.
export const LiveActivityContentStateSchema = z.object({
  homeScoreText: z.string(),
  awayScoreText: z.string(),
  halfText: z.string(),
  statusText: z.string(),
  lastEventText: z.string(),
  raidClockEndsAt: z.number().nullable(), // epoch seconds when the current raid's 30 s clock runs out
  sentiment: z.enum(['neutral', 'exciting', 'tense', 'dominant']),
  isFinal: z.boolean(),
  raidClockText: z.string().nullable(),
});

export const LiveActivityPushSchema = z.object({
  timestamp: z.number().int(), // epoch seconds
  event: z.enum(['update', 'end']),
  'content-state': LiveActivityContentStateSchema,
  'dismissal-date': z.number().int().optional(),
  'stale-date': z.number().int().optional(), // epoch seconds; widget checks context.isStale
  'relevance-score': z.number(),
});

export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type LiveActivityPush = z.infer<typeof LiveActivityPushSchema>;
