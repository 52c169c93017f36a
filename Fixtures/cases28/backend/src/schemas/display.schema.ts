import { z } from 'zod';

export const SentimentSchema = z.enum(['neutral', 'tight', 'comeback', 'one_sided']);

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(), // e.g. "2–1", games won by each player
  trailingText: z.string(), // e.g. "8–6", points in the current game
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  titleText: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  homeFlag: z.string(),
  awayFlag: z.string(),
  gamesText: z.string(),
  pointsText: z.string(),
  serverSide: z.enum(['home', 'away']).nullable(),
  statusText: z.string(),
  noteText: z.string().nullable(),
  gameHistory: z.array(z.string()), // per-game scores, already formatted, e.g. ["11–7", "9–11"]
  progressFraction: z.number(),
});

export const LiveActivityDisplayStateSchema = z.object({
  matchId: z.string(),
  phaseLabel: z.string(),
  sentiment: SentimentSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  updatedAt: z.number().int(), // Unix epoch seconds of the source update
  staleAfterSeconds: z.number().int().optional(),
});

export const MatchDisplayResponseSchema = z.object({
  matchId: z.string(),
  display: LiveActivityDisplayStateSchema,
  stats: z
    .object({
      servePointsWonText: z.string(),
      receivePointsWonText: z.string(),
      longestRunText: z.string(),
    })
    .optional(), // present only when ?include=stats
  timeoutsText: z.string().nullable(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityExpanded = z.infer<typeof LiveActivityExpandedSchema>;
export type MatchDisplayResponse = z.infer<typeof MatchDisplayResponseSchema>;
