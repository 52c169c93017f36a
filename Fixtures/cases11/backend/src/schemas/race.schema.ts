import { z } from 'zod';

export const RaceItemSchema = z.object({
  raceId: z.string(),
  roundLabel: z.string(), // "Round 16"
  grandPrixName: z.string(),
  circuitName: z.string(),
  countryFlag: z.string(), // emoji flag, Live Activities cannot load images
  sessionLabel: z.string(),
  statusText: z.string(),
  statusTone: z.enum(['upcoming', 'live', 'delayed', 'finished']),
  startTime: z.string().datetime(),
  isLive: z.boolean(),
});

export const TimingEntrySchema = z.object({
  id: z.string(),
  position: z.number().int().min(1).max(22),
  positionText: z.string(),
  driverCode: z.string(),
  driverName: z.string(),
  teamColorName: z.string(),
  intervalText: z.string(),
  gapToLeaderMs: z.number().int(), // milliseconds behind the leader
  lastLapMs: z.number().int(),
  lastLapText: z.string(), // "1:23.456"
  tyreCompound: z.string(),
  tyreAgeText: z.string(),
  tyreAgeLaps: z.number().int(),
  pitCount: z.number().int(),
  isRetired: z.boolean(),
  statusText: z.string(),
  isFollowed: z.boolean(),
});

export const PitStopEntrySchema = z.object({
  id: z.string(),
  driverCode: z.string(),
  lap: z.number().int(),
  stationaryMs: z.number().int(),
  durationText: z.string(), // "2.4s"
  tyreChangeText: z.string(),
});

export const PenaltyEntrySchema = z.object({
  id: z.string(),
  driverCode: z.string(),
  headline: z.string(),
  detail: z.string(),
  seconds: z.number().int().optional(),
});

export const FastestLapEntrySchema = z.object({
  driverCode: z.string(),
  lapTimeText: z.string(),
  lapNumberText: z.string(),
  lapTimeMs: z.number().int(), // milliseconds
});

export const RaceDetailResponseSchema = z.object({
  raceId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  lapLabel: z.string(),
  currentLap: z.number().int(),
  totalLaps: z.number().int(),
  phase: z.string(),
  trackStatus: z.string(),
  trackStatusLabel: z.string(),
  resultSummary: z.string().optional(),
  timing: z.array(TimingEntrySchema),
  pitStops: z.array(PitStopEntrySchema),
  penalties: z.array(PenaltyEntrySchema),
  fastestLap: FastestLapEntrySchema.nullable(),
  // only present when ?include=weather
  weather: z.object({ airTempText: z.string(), trackTempText: z.string() }).optional(),
});

export type RaceItem = z.infer<typeof RaceItemSchema>;
export type TimingEntry = z.infer<typeof TimingEntrySchema>;
export type RaceDetailResponse = z.infer<typeof RaceDetailResponseSchema>;
