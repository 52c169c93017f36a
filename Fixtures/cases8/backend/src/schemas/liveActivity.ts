import { z } from "zod";
import { GamePhaseSchema, GameSentimentSchema } from "./game";

// Mirrors ios/Bullpen/Models/Generated/LiveActivityModels.generated.swift.

export const LiveActivityCompactSchema = z.object({
  awayAbbr: z.string(),
  homeAbbr: z.string(),
  awayFlag: z.string(), // emoji; Live Activities cannot load logos
  homeFlag: z.string(),
  scoreText: z.string(),
  inningText: z.string(), // "T7", "B9", "F/10"
});

export const LiveActivityExpandedSchema = z.object({
  headline: z.string(),
  countText: z.string(),
  outsText: z.string(),
  outs: z.number().int().min(0).max(3), // outs in the current half-inning, 0-3
  basesOccupied: z.array(z.boolean()).length(3), // [first, second, third]
  pitcherLine: z.string(),
  batterLine: z.string(),
  lastPlayText: z.string(),
  pitchCountText: z.string(),
  statusNote: z.string().nullable(),
});

export const LiveActivityDisplayStateSchema = z.object({
  phase: GamePhaseSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  sentiment: GameSentimentSchema,
  relevance: z.number().min(0).max(100), // sent as relevance-score; 0-100, higher = more likely being watched
});

export const PregameContentStateSchema = z.object({
  awayAbbr: z.string(),
  homeAbbr: z.string(),
  countdownText: z.string(),
  probablesText: z.string(),
  weatherNote: z.string().nullable(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type PregameContentState = z.infer<typeof PregameContentStateSchema>;
