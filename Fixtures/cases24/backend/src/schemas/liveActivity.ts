import { z } from 'zod';
import { MatchPhaseSchema } from './match.js';
import { MatchSentimentSchema } from './displayState.js';

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(),
  trailingText: z.string(),
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  titleText: z.string(),
  scoreFlowText: z.string(),
  cardsText: z.string().nullable(),
  footerText: z.string(),
});

export const LiveActivityDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  homeScoreText: z.string(),
  awayScoreText: z.string(),
  homeTotalText: z.string(),
  awayTotalText: z.string(),
  clockText: z.string(),
  phaseText: z.string(),
  lastEventText: z.string().nullable(),
  sinBinText: z.string().nullable(),
  sinBinEndsAt: z.string().datetime().nullable(), // ISO 8601 time the earliest sin-bin ends; the widget counts down to it on the device clock
  sentiment: MatchSentimentSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  relevanceText: z.string(),
});

export const LiveActivityAttributesSchema = z.object({
  matchId: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  homeFlag: z.string(),
  awayFlag: z.string(),
  competitionText: z.string(),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
