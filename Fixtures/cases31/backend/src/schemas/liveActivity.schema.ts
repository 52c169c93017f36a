import { z } from "zod";

export const MATCH_SCHEMA_VERSION = 7;

export const MatchPhaseSchema = z.enum([
  "pre",
  "warm_up",
  "live",
  "interval",
  "tie_break",
  "review",
  "injury_timeout",
  "completed",
  "retired",
  "conceded",
]);

export const MatchSentimentSchema = z.enum(["neutral", "tense", "momentum", "dominant"]);

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(), // games for the perspective player, e.g. "2"
  trailingText: z.string(),
  minimalText: z.string(), // games line or, at game ball, the points line
});

export const LiveActivityExpandedSchema = z.object({
  playerAName: z.string(),
  playerBName: z.string(),
  playerAFlag: z.string(), // ISO 3166 alpha-3 country code; the widget maps it to an emoji
  playerBFlag: z.string(),
  playerAGames: z.string(),
  playerBGames: z.string(),
  gameScores: z.array(z.string()), // completed games, oldest first, e.g. ["11-7", "9-11"]
  footerText: z.string(),
  conductNote: z.string().nullable(),
});

export const LiveActivityAttributesSchema = z.object({
  matchId: z.string(),
  tournamentName: z.string(),
  roundLabel: z.string(),
  courtLabel: z.string(),
});

export const LiveActivityDisplayStateSchema = z.object({
  matchTitle: z.string(),
  gamesLine: z.string(),
  pointsLine: z.string(),
  serverName: z.string(),
  phaseLabel: z.string(),
  phase: MatchPhaseSchema,
  sentiment: MatchSentimentSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  lastEventText: z.string().nullable(),
  reviewBanner: z.string().optional(),
  updatedAt: z.number().int(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
