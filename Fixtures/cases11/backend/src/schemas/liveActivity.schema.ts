import { z } from 'zod';

export const RacePhaseSchema = z.enum(['pre_race', 'formation', 'racing', 'suspended', 'finished']);

export const TrackStatusSchema = z.enum([
  'green',
  'yellow',
  'safety_car',
  'virtual_safety_car',
  'red',
  'chequered',
]);

export const LiveTimingRowSchema = z.object({
  id: z.string(),
  positionText: z.string(), // "P3"
  driverCode: z.string(), // three-letter code, e.g. "LEC"
  teamColorName: z.string(), // asset catalog colour name, e.g. "TeamFerrari"
  intervalText: z.string(), // "+1.204" or "LAP" when lapped
  isFollowed: z.boolean(),
});

export const LiveActivityCompactSchema = z.object({
  leading: z.string(),
  trailing: z.string(),
  minimal: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  headline: z.string(),
  positionLabel: z.string(),
  gapLabel: z.string(),
  tyreLabel: z.string(), // "Hard · 18 laps"
  tyreCompound: z.string(),
  lastEvent: z.string().nullable(),
  rows: z.array(LiveTimingRowSchema).max(5),
});

/** Must mirror LiveActivityDisplayState in ios/Apex/Models/LiveActivityModels.swift. */
export const LiveActivityContentStateSchema = z.object({
  phase: RacePhaseSchema,
  lapLabel: z.string(), // "34/53"
  leaderCode: z.string(),
  leaderGap: z.string(),
  trackStatus: TrackStatusSchema,
  trackStatusLabel: z.string(),
  pitWindowLabel: z.string(),
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  updatedAt: z.string().datetime(), // ISO 8601, UTC
});

export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type LiveTimingRow = z.infer<typeof LiveTimingRowSchema>;
