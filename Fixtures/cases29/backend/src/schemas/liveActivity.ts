import { z } from 'zod';
import { MatchPhaseSchema } from './game.js';

export const LiveActivityCompactSchema = z.object({
  leading: z.string(), // e.g. "CAN 6"
  trailing: z.string(),
  minimal: z.string(), // e.g. "6–4"
});

export const LiveActivityExpandedSchema = z.object({
  home_line: z.string(),
  away_line: z.string(),
  center_caption: z.string(),
  power_play_note: z.string().nullable(),
  last_shot: z.string().optional(),
});

export const LiveActivityContentStateSchema = z.object({
  headline: z.string(),
  scoreline: z.string(), // "6 – 4", home first
  homeTotal: z.number().int(),
  awayTotal: z.number().int(),
  endLabel: z.string(),
  hammerSide: z.enum(['home', 'away']),
  stonesRemaining: z.number().int().min(0).max(16),
  stonesNote: z.string(),
  phase: MatchPhaseSchema,
  sentiment: z.enum(['neutral', 'tense', 'steal', 'dominant']),
  footnote: z.string().nullable(),
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
});

export const LiveActivityPushSchema = z.object({
  timestamp: z.number().int(),
  event: z.enum(['update', 'end']),
  contentState: LiveActivityContentStateSchema,
  staleDate: z.number().int().optional(), // Unix epoch seconds; only set when the widget checks isStale
  dismissalDate: z.number().int().optional(), // Unix epoch seconds; end events only
  relevanceScore: z.number().min(0).max(100), // 100 = the game the user most likely watches
});

export type LiveActivityContentState = z.infer<typeof LiveActivityContentStateSchema>;
export type LiveActivityPush = z.infer<typeof LiveActivityPushSchema>;
