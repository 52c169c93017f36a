import { z } from "zod";
import { MatchPhaseSchema, MatchSentimentSchema } from "./match.schema";

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(), // e.g. "IND 187/4"
  trailingText: z.string(), // overs, e.g. "34.2"
  minimalText: z.string(), // e.g. "187/4"
});

export const LiveActivityBatterSchema = z.object({
  name: z.string(),
  scoreText: z.string(), // runs (balls), e.g. "41 (38)"
  isOnStrike: z.boolean(),
});

export const LiveActivityExpandedSchema = z.object({
  headline: z.string(),
  scoreLine: z.string(),
  oversLine: z.string(),
  statusText: z.string(),
  bowlerLine: z.string(),
  lastEvent: z.string().nullable(),
  progressPercent: z.number().int().min(0).max(100), // share of the innings bowled
  runsNeeded: z.number().int().nullable(),
  ballsRemaining: z.number().int().nullable(),
  batters: z.array(LiveActivityBatterSchema),
});

export const LiveActivityDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  sentiment: MatchSentimentSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
});

export const LiveActivityContentStateSchema = z.object({
  displayState: LiveActivityDisplayStateSchema,
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
