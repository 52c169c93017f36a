import { z } from "zod";
import { MatchPhaseSchema, MatchSentimentSchema, ServingSideSchema } from "./match.schema.js";

// Must mirror ios/Deuce/Models/Generated/LiveActivityModels.generated.swift field for field.

export const LiveActivityCompactSchema = z.object({
  leadingLabel: z.string(), // player code plus a "•" when serving, e.g. "SIN •"
  trailingScore: z.string(),
  minimalScore: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  homeName: z.string(),
  awayName: z.string(),
  homeCountryCode: z.string(),
  awayCountryCode: z.string(),
  setsLine: z.string(), // space-separated set scores, e.g. "6-4 3-6 2-1"
  pointsLine: z.string(),
  statusLine: z.string(),
  footnote: z.string().nullable(),
});

export const LiveActivityDisplayStateSchema = z.object({
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  phase: MatchPhaseSchema,
  sentiment: MatchSentimentSchema,
  servingSide: ServingSideSchema,
  homeSetsWon: z.number().int().min(0).max(3), // sets won so far, 0–3
  awaySetsWon: z.number().int().min(0).max(3), // sets won so far by the away player, 0–3
  resumesAt: z.string().datetime().nullable(), // ISO 8601 UTC; expected restart after a suspension
  matchUrl: z.string().url(),
  rallyCount: z.number().int().nullable(), // shots in the last rally, when the feed has it
  updatedAt: z.string().datetime(), // ISO 8601 UTC; feed time of the last point
});

export const CourtActivityContentStateSchema = z.object({
  courtName: z.string(),
  nowPlaying: z.string(),
  scoreLine: z.string(),
  nextUp: z.string().nullable(),
  resumesAt: z.string().datetime().nullable(), // ISO 8601 UTC; null unless play is suspended
  statusLine: z.string(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type CourtActivityContentState = z.infer<typeof CourtActivityContentStateSchema>;
