import { z } from 'zod';

// Mood of the match from the followed team's point of view; the app maps it to a tint.
export const matchSentimentSchema = z.enum(['neutral', 'tight', 'dominant', 'comeback']);

export const liveActivityCompactSchema = z.object({
  homeCode: z.string(),
  awayCode: z.string(),
  // Pre-formatted score for the compact and minimal presentations, e.g. "24–17"
  scoreText: z.string(),
  // Pre-formatted match clock, e.g. "58'" or "HT"
  clockText: z.string(),
});

export const liveActivityExpandedSchema = z.object({
  title: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  homeScoreText: z.string(),
  awayScoreText: z.string(),
  clockText: z.string(),
  phaseLabel: z.string(),
  lastEventText: z.string().nullable(),
  sinBinText: z.string().nullable(),
  footnote: z.string().nullable(),
});

export const liveActivityDisplayStateSchema = z.object({
  compact: liveActivityCompactSchema,
  expanded: liveActivityExpandedSchema,
  sentiment: matchSentimentSchema,
  isLive: z.boolean(),
});

// Must match MatchActivityAttributes.ContentState in the iOS app and widget field for field.
export const liveActivityContentStateSchema = z.object({
  display: liveActivityDisplayStateSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  // Unix epoch seconds of the feed event this state reflects
  updatedAt: z.number().int(),
  // True while the TMO is reviewing a score; the widget shows the review state
  tmoPending: z.boolean(),
  possessionTeamId: z.string().nullable(),
});

export const liveActivityAttributesSchema = z.object({
  matchId: z.string(),
  competition: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  homeCode: z.string(),
  awayCode: z.string(),
  // maul://match/<matchId>; every presentation opens this
  deepLink: z.string().url(),
});
