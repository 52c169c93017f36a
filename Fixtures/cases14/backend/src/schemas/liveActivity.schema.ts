import { z } from 'zod';

/** Mirrors ios/Sideout/Models/LiveActivityModels.swift — LiveActivityDisplayState. */
export const LiveActivityDisplayStateSchema = z.object({
  homeScore: z.string(),
  awayScore: z.string(),
  homeSets: z.string(),
  awaySets: z.string(),
  setLabel: z.string(),
  statusText: z.string(),
  serving: z.string().nullable(),
  lastRally: z.string().nullable(),
  sentiment: z.enum(['neutral', 'tense', 'dominant', 'comeback']),
  deepLink: z.string(), // sideout://match/<matchId>
});

export const LiveActivityContentStateSchema = z.object({
  displayState: LiveActivityDisplayStateSchema,
});

export const LiveActivityCompactSchema = z.object({
  leadingText: z.string(),
  trailingText: z.string(),
  minimalText: z.string(),
});

export const LiveActivityExpandedSchema = z.object({
  headline: z.string(),
  detail: z.string(),
  setScores: z.array(z.string()),
});

export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
