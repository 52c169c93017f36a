import { z } from 'zod';

/**
 * Content state pushed to the round Live Activity. Must match
 * RoundActivityAttributes.ContentState in the iOS app field for field.
 */
export const RoundContentStateSchema = z.object({
  positionDisplay: z.string(),
  toParDisplay: z.string(),
  todayDisplay: z.string(),
  thruDisplay: z.string(),
  lastHoleDisplay: z.string().nullable(),
  eventLine: z.string().nullable(),
  sentiment: z.enum(['hot', 'cold', 'neutral']),
  isFinal: z.boolean(),
  updatedAtEpoch: z.number().int(), // Unix epoch seconds of the scoring update
  projectedCutDisplay: z.string().nullable(),
});

export const PlayoffContentStateSchema = z.object({
  holeDisplay: z.string(),
  leaderLine: z.string(),
  challengerLine: z.string(),
  statusText: z.string(),
  isDecided: z.boolean(),
});

export type RoundContentState = z.infer<typeof RoundContentStateSchema>;
export type PlayoffContentState = z.infer<typeof PlayoffContentStateSchema>;
