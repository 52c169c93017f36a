import { z } from "zod";
import { MatchPhaseSchema, MatchSentimentSchema } from "./common.js";

export const MATCH_SCHEMA_VERSION = 7;

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(),
  trailingText: z.string(),
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  homeScoreText: z.string(),
  awayScoreText: z.string(),
  statusText: z.string(),
  clockText: z.string(),
  marginText: z.string(),
  lastEventText: z.string().nullable(),
  footerText: z.string(),
});

export const LiveActivityDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  sentiment: MatchSentimentSchema,
  homeTotal: z.number().int(),
  awayTotal: z.number().int(),
  quarter: z.number().int().min(0).max(4), // 0 pre-game, 1–4 during play
  quarterProgress: z.number().min(0).max(1), // fraction of the current quarter elapsed
  updatedAt: z.string().datetime(), // ISO 8601 UTC, the time the backend built this state
});

export const LiveActivityContentStateSchema = z.object({
  display: LiveActivityDisplayStateSchema,
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;

export interface LiveActivityCompact {
  leadingText: string;
  trailingText: string;
  minimalText: string;
}
