import { z } from 'zod';
import { RacePhaseSchema, TrackFlagSchema } from './liveActivity.js';

export const DriverRowSchema = z.object({
  driverId: z.string(),
  position: z.number().int().positive(),
  positionText: z.string(),
  driverCode: z.string(),
  driverName: z.string(),
  teamName: z.string(),
  gapText: z.string(),
  intervalText: z.string(),
  gapToLeaderMs: z.number().int(),
  lastLapMs: z.number().int().nullable(),
  lastLapText: z.string().nullable(),
  tyreCompound: z.enum(['soft', 'medium', 'hard', 'inter', 'wet', 'n/a']),
  tyreAge: z.number().int(),
  pitStops: z.number().int().nonnegative(),
  isInPitLane: z.boolean(),
  isRetired: z.boolean(),
  hasFastestLap: z.boolean(),
  statusText: z.string().nullable(),
});

export const RaceCardSchema = z.object({
  raceId: z.string(),
  seriesCode: z.string(),
  countryCode: z.string(),
  title: z.string(),
  statusText: z.string(),
  lapText: z.string(),
  leaderText: z.string().nullable(),
  phase: RacePhaseSchema,
  flag: TrackFlagSchema,
  sentiment: z.string(),
  startsAt: z.string().datetime(), // ISO 8601 UTC, scheduled lights-out
  currentLap: z.number().int(),
  totalLaps: z.number().int().nullable(),
  isFollowed: z.boolean(),
});

export const PitStopSchema = z.object({
  driverId: z.string(),
  lap: z.number().int(),
  stationaryMs: z.number().int(),
  pitLaneMs: z.number().int(), // pit entry to pit exit, milliseconds
  summaryText: z.string(),
  compoundFittedText: z.string(),
});

export const RaceDetailResponseSchema = z.object({
  race: RaceCardSchema,
  drivers: z.array(DriverRowSchema),
  pitStops: z.array(PitStopSchema).optional(), // only with ?include=pitstops
  fastestLapText: z.string().optional(),
  raceControlText: z.string().nullable(),
  weatherText: z.string().nullable(),
  trackTempC: z.number(),
});

export type DriverRow = z.infer<typeof DriverRowSchema>;
export type RaceCard = z.infer<typeof RaceCardSchema>;
export type PitStop = z.infer<typeof PitStopSchema>;
export type RaceDetailResponse = z.infer<typeof RaceDetailResponseSchema>;
