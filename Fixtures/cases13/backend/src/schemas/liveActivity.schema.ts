import { z } from "zod";

// Content state pushed to the Live Activity. Must mirror
// ios/Powerplay/Models/LiveActivityModels.swift (LiveActivityDisplayState) field for field.

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(),
  trailingText: z.string(),
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  title: z.string(),
  battingLine: z.string(),
  bowlingLine: z.string(),
  equationText: z.string().nullable(),
  lastBallText: z.string(),
  partnershipText: z.string().nullable(),
});

export const LiveActivityContentStateSchema = z.object({
  phase: z.string(),
  scoreText: z.string(),
  oversText: z.string(),
  chaseText: z.string().nullable(),
  sentiment: z.string(),
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  deepLink: z.string().url(),
  updatedAt: z.string().datetime(), // ISO 8601, decoded as Date on iOS
  ballsRemaining: z.number().int().nullable(), // legal balls left in the chase, null in the first innings
});

export const LiveActivityAttributesSchema = z.object({
  fixtureId: z.string(),
  homeCode: z.string(),
  awayCode: z.string(),
});

export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
