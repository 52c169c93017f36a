import { z } from "zod";
import { TourSchema } from "./match.schema.js";

export const MeetingSchema = z.object({
  year: z.number().int().min(1968), // Open Era only
  tournament: z.string(),
  round: z.string(),
  winnerId: z.string(),
  score: z.string(),
  surface: z.string(),
});

export const HeadToHeadSchema = z.object({
  playerA: z.string(),
  playerB: z.string(),
  winsA: z.number().int().nonnegative(),
  winsB: z.number().int().nonnegative(),
  meetings: z.array(MeetingSchema),
  lastMeetingDaysAgo: z.number().int(),
});

export const RankingEntrySchema = z.object({
  playerId: z.string(),
  rank: z.number().int().positive(),
  previousRank: z.number().int().positive().optional(),
  name: z.string(),
  countryCode: z.string(),
  pointsText: z.string(),
  movementText: z.string(),
});

export const RankingsResponseSchema = z.object({
  tour: TourSchema,
  weekLabel: z.string(),
  entries: z.array(RankingEntrySchema),
  headToHead: HeadToHeadSchema.optional(), // only present with ?include=h2h
});

export type RankingEntry = z.infer<typeof RankingEntrySchema>;
export type RankingsResponse = z.infer<typeof RankingsResponseSchema>;
export type HeadToHead = z.infer<typeof HeadToHeadSchema>;
