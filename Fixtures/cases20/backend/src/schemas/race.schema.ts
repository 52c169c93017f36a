import { z } from "zod";

export const RacePhaseSchema = z.enum(["declared", "at_post", "off", "finished", "enquiry", "result", "abandoned"]);

export const RunnerSchema = z.object({
  runnerId: z.string(),
  horseName: z.string(),
  jockeyName: z.string(),
  trainerName: z.string(),
  saddleCloth: z.number().int(), // 1-based number on the saddle cloth, 1..40
  oddsText: z.string(), // fractional, e.g. "5/2", "Evs"
  oddsNumerator: z.number().int(),
  oddsDenominator: z.number().int(),
  previousOddsText: z.string().nullable(),
  isNonRunner: z.boolean(),
  position: z.number().int().nullable(),
  positionText: z.string().nullable(), // "1st", "PU", "F"
  beatenLengths: z.number().nullable(),
  beatenDistanceText: z.string().optional(),
  silkEmoji: z.string(),
  isFavourite: z.boolean(),
});

export const RaceSchema = z.object({
  raceId: z.string(),
  meetingId: z.string(),
  courseName: z.string(),
  raceName: z.string(),
  offTime: z.string().datetime(), // ISO 8601 UTC scheduled off time
  offTimeText: z.string(), // local course time, "2:35"
  distanceYards: z.number().int(),
  distanceText: z.string(), // "1m 2f 110y"
  goingText: z.string(),
  phase: RacePhaseSchema,
  furlongsRun: z.number(),
  statusText: z.string(),
  runners: z.array(RunnerSchema),
  isFollowed: z.boolean(),
});

export const MeetingSchema = z.object({
  meetingId: z.string(),
  courseName: z.string(),
  goingText: z.string(),
  statusText: z.string(),
  isAbandoned: z.boolean(),
  abandonedReason: z.string().optional(),
  races: z.array(RaceSchema).optional(), // only present with ?include=races
});

export const RaceResultSchema = z.object({
  raceId: z.string(),
  winnerName: z.string(),
  winnerSpText: z.string(),
  dividendText: z.string(),
  winDividend: z.number(),
  placings: z.array(
    z.object({
      position: z.number().int(),
      horseName: z.string(),
      beatenDistanceText: z.string(),
      beatenLengths: z.number(), // lengths behind the winner, 0 for the winner
      startingPrice: z.string(),
    }),
  ),
  hadPhotoFinish: z.boolean(),
  hadEnquiry: z.boolean(),
  enquiryOutcomeText: z.string().nullable(),
  weighedInAt: z.number().int(),
});

export type Runner = z.infer<typeof RunnerSchema>;
export type Race = z.infer<typeof RaceSchema>;
export type Meeting = z.infer<typeof MeetingSchema>;
export type RaceResult = z.infer<typeof RaceResultSchema>;
