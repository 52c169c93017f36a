import { z } from 'zod';

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(),
  trailingText: z.string(),
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  homeGoalsText: z.string(),
  awayGoalsText: z.string(),
  periodClockText: z.string(),
  shotClockText: z.string().nullable(),
  situationText: z.string().nullable(),
  lastEventText: z.string().nullable(),
  faceoffLine: z.string().nullable(),
});

export const LiveActivityDisplayStateSchema = z.object({
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  homeAbbrev: z.string(),
  awayAbbrev: z.string(),
  homeEmoji: z.string(),
  awayEmoji: z.string(),
  homeGoals: z.number().int(), // points, for the numericText transition only
  awayGoals: z.number().int(),
  phase: z.string(),
  sentiment: z.string(),
  isManUp: z.boolean(),
  deepLink: z.string(),
});

/** Mirrors CreaseActivityAttributes.ContentState in the iOS app, field for field. */
export const ContentStateSchema = z.object({
  display: LiveActivityDisplayStateSchema,
  penaltyClockText: z.string().nullable(),
  relevanceHint: z.number().min(0).max(100),
  updatedAt: z.number().int(), // Unix epoch seconds of the feed event that produced this state
});

export const BracketContentStateSchema = z.object({
  roundText: z.string(),
  leaderText: z.string(),
  nextGameText: z.string().nullable(),
  updatedAt: z.number().int(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type ContentState = z.infer<typeof ContentStateSchema>;
export type BracketContentState = z.infer<typeof BracketContentStateSchema>;
