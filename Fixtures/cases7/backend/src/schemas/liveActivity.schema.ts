import { z } from 'zod';

export const MatchPhaseSchema = z.enum(['pre', 'live', 'tiebreak', 'suspended', 'completed']);

export const MatchSentimentSchema = z.enum(['neutral', 'tense', 'dominant', 'swing']);

export const ServingIndicatorSchema = z.enum(['home', 'away', 'none']);

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(), // "SIN 2"
  trailingText: z.string(), // "40-30"
  minimalText: z.string(), // at most 5 characters: "6-4", "TB"
});

export const LiveActivityExpandedSchema = z.object({
  title: z.string(), // "Wimbledon · QF · Centre Court"
  homeLine: z.string(), // "J. Sinner (1)   6 4 3"
  awayLine: z.string(),
  pointScore: z.string(), // "40-A", "Deuce", "5-4" in a tiebreak
  serving: ServingIndicatorSchema,
  statusNote: z.string().nullable(), // "Break point", "Rain delay — covers on"
  footer: z.string(), // "9 aces — 2 double faults"
});

export const LiveActivityDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  sentiment: MatchSentimentSchema,
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
  updatedAt: z.number().int(), // Unix epoch seconds of the point this state reflects
});

export const LiveActivityAttributesSchema = z.object({
  matchId: z.string(),
  tournamentName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  homeCountry: z.string(), // IOC code, the widget maps it to a flag emoji
  awayCountry: z.string(), // IOC code
});

export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
export type MatchSentiment = z.infer<typeof MatchSentimentSchema>;
export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
