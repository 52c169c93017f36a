import { z } from "zod";
import { SentimentSchema } from "./game.js";

export const LiveActivityCompactSchema = z.object({
  leading: z.string(), // "BOS 3"
  trailing: z.string(), // "2 TOR"
  minimal: z.string(), // "3–2"
});

export const LiveActivityExpandedSchema = z.object({
  headline: z.string(),
  detail: z.string().nullable(),
  shotsLine: z.string().nullable(), // "SOG 24–19"
  strengthLabel: z.string().nullable(), // "PP 1:32"; null at even strength
});

export const LiveActivityDisplayStateSchema = z.object({
  statusLabel: z.string(),
  homeScore: z.string(),
  awayScore: z.string(),
  periodLabel: z.string(), // "1st", "2nd", "3rd", "OT", "SO"
  clock: z.string(), // "MM:SS" left; "" during intermissions and the shootout
  periodProgress: z.number().min(0).max(1), // share of the current period played, 0–1
  sentiment: SentimentSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  lastEvent: z.string().nullable(),
});

export const LiveActivityContentStateSchema = z.object({
  display: LiveActivityDisplayStateSchema,
  sequence: z.number().int(), // feed sequence; the app keeps the newest state it has seen
  updatedAt: z.number().int(), // Unix epoch seconds of the feed event behind this state
  strength: z.string().nullable(), // skater counts from the feed, "5v4", "6v5"
});

export const LiveActivityAttributesSchema = z.object({
  gameId: z.string(),
  homeAbbrev: z.string(),
  awayAbbrev: z.string(),
  homeFlag: z.string(),
  awayFlag: z.string(),
  leagueName: z.string(),
});

export const ActivityPushJobSchema = z.object({
  gameId: z.string(),
  sequence: z.number().int(), // the game sequence this push was built for; stale jobs are dropped
  priority: z.union([z.literal(5), z.literal(10)]), // apns-priority: 10 for goals and finals, 5 otherwise
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
