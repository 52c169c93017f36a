import { z } from "zod";
import { RacePhaseSchema } from "./race.schema.js";

export const RaceSentimentSchema = z.enum(["neutral", "close", "clear", "enquiry"]);

export const LiveActivityDisplayStateSchema = z.object({
  headline: z.string(), // "Off 2:35", "Photo finish"
  statusText: z.string(),
  leaderName: z.string(),
  runnerName: z.string(),
  runnerPositionText: z.string(), // "3rd"
  positionNumber: z.number().int(),
  beatenDistanceText: z.string().nullable(),
  oddsText: z.string(),
  furlongsToGoText: z.string(),
  progress: z.number().min(0).max(1),
  sentiment: RaceSentimentSchema,
  phase: RacePhaseSchema,
  silkEmoji: z.string(),
});

export const RaceContentStateSchema = z.object({
  displayState: LiveActivityDisplayStateSchema,
  updatedAt: z.number().int(), // Unix epoch seconds, same value as the APNs timestamp
  enquiryText: z.string().nullable(),
});

export const MeetingContentStateSchema = z.object({
  displayState: LiveActivityDisplayStateSchema,
  updatedAt: z.number().int(), // Unix epoch seconds
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type RaceContentState = z.infer<typeof RaceContentStateSchema>;
