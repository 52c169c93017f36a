import { z } from 'zod';

// Must mirror SevenMetreActivityAttributes.ContentState in
// ios/SevenMetre/Models/LiveActivityModels.swift field for field.
export const ContentStateSchema = z.object({
  scoreline: z.string(),
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  clockLabel: z.string(), // game clock, "mm:ss"
  halfLabel: z.string(),
  lastEventText: z.string(),
  suspensionLabel: z.string().nullable(),
  suspensionEndsAt: z.number().nullable(), // epoch seconds when the earliest suspension ends
  sentiment: z.string(),
  phase: z.string(),
  deepLink: z.string().url(),
});

export const LiveActivityEventSchema = z.enum(['update', 'end']);

export const LiveActivityPayloadSchema = z.object({
  aps: z.object({
    timestamp: z.number().int(), // epoch seconds
    event: LiveActivityEventSchema,
    'content-state': ContentStateSchema,
    'dismissal-date': z.number().int().optional(), // epoch seconds, end events only
    'stale-date': z.number().int().optional(), // epoch seconds
    'relevance-score': z.number().min(0).max(100).optional(),
  }),
});

export type ContentState = z.infer<typeof ContentStateSchema>;
export type LiveActivityPayload = z.infer<typeof LiveActivityPayloadSchema>;
