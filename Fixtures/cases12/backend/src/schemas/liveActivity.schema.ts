import { z } from "zod";

// Mirrors ios/Peloton/Models/LiveActivityModels.swift. Change both together.

export const LiveActivityAttributesSchema = z.object({
  raceId: z.string(),
  stageId: z.string(),
  raceName: z.string(),
  stageNumberLabel: z.string(), // "Stage 14"
  deepLink: z.string().url(), // peloton://stage/<stageId>
});

export const LiveActivityContentStateSchema = z.object({
  stageTitle: z.string(),
  statusLabel: z.string(),
  kmToGoLabel: z.string(), // "42 km"
  progressFraction: z.number().min(0).max(1), // share of the stage distance covered
  leaderName: z.string(),
  leaderGapLabel: z.string(),
  breakawayLabel: z.string().nullable(),
  breakawayGapLabel: z.string().nullable(),
  gcLeaderName: z.string(),
  gcLeaderFlag: z.string(),
  liveNote: z.string().nullable(),
  raceRadioNote: z.string().nullable(),
});

export const TimeTrialAttributesSchema = z.object({
  raceId: z.string(),
  stageId: z.string(),
  teamName: z.string(),
  deepLink: z.string().url(),
});

export const TimeTrialContentStateSchema = z.object({
  teamName: z.string(),
  checkpointLabel: z.string(), // "Split 2 · 18.4 km"
  elapsedLabel: z.string(), // "21:37"
  deltaLabel: z.string(), // "-0:08" against the best time at this split
  ridersLeftLabel: z.string(), // "6 riders"
  isFinished: z.boolean(),
});

export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type TimeTrialContentState = z.infer<typeof TimeTrialContentStateSchema>;
