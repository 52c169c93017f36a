import { z } from 'zod';

export const RacePhaseSchema = z.enum(['pre', 'formation', 'live', 'suspended', 'finished']);

export const TrackFlagSchema = z.enum([
  'green',
  'yellow',
  'safety_car',
  'virtual_safety_car',
  'red',
  'chequered',
]);

export const RaceSentimentSchema = z.enum(['neutral', 'tense', 'charging', 'fading']);

export const LiveActivityCompactSchema = z.object({
  positionText: z.string(), // "P3", already localised by the backend
  gapText: z.string(), // "+1.204" or "LEADER"
});

export const LiveActivityExpandedSchema = z.object({
  headline: z.string(),
  lapText: z.string(), // "Lap 34/57" or "1:12:40 left" for timed races
  tyreText: z.string(),
  intervalAheadText: z.string().nullable(),
  lastEventText: z.string().nullable(),
  flagText: z.string().nullable(),
});

export const LiveActivityContentStateSchema = z.object({
  phase: RacePhaseSchema,
  flag: TrackFlagSchema,
  sentiment: RaceSentimentSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  minimalText: z.string(), // two to four characters, e.g. "P3"
  isFastestLap: z.boolean(),
  updatedAt: z.number().int(), // Unix epoch seconds of the timing feed sample
});

export const LiveActivityAttributesSchema = z.object({
  raceId: z.string(),
  driverId: z.string(),
  seriesCode: z.string(),
  countryCode: z.string(), // ISO 3166-1 alpha-2, drives the emoji flag
  raceName: z.string(),
});

export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
export type RacePhase = z.infer<typeof RacePhaseSchema>;
export type TrackFlag = z.infer<typeof TrackFlagSchema>;
