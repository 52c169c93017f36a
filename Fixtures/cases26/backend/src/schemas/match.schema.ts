import { z } from 'zod';

export const MATCH_SCHEMA_VERSION = 7;

export const MatchPhaseSchema = z.enum([
  'pre',
  'first_half',
  'half_time',
  'second_half',
  'tie_breaker',
  'completed',
  'delayed',
  'abandoned',
]);

export const TeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  shortName: z.string(),
  flagEmoji: z.string(),
  logoURL: z.string().url().nullable(),
});

export const MatchDisplayStateSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  scoreText: z.string(), // e.g. "31 – 27"
  halfText: z.string(), // e.g. "2nd half · 12' left"
  statusText: z.string(),
  statusLabel: z.string(),
  raidClockText: z.string().nullable(), // e.g. "18s"; null between raids
  liveNote: z.string().nullable(),
  sentiment: z.enum(['neutral', 'exciting', 'tense', 'dominant']),
  playersOnMatText: z.string(), // e.g. "PAT 5 · BEN 6"
  isLive: z.boolean(),
  isCompleted: z.boolean(),
  raidClockEndsAt: z.string().datetime().nullable(),
});

export const MatchSchema = z.object({
  matchId: z.string(),
  competition: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  homePoints: z.number().int().nonnegative(),
  awayPoints: z.number().int().nonnegative(),
  half: z.number().int().min(1).max(2),
  status: MatchPhaseSchema,
  startTime: z.string().datetime(),
  endTime: z.number().nullable(), // epoch ms of the final whistle; null until completed
  displayState: MatchDisplayStateSchema,
  isFollowed: z.boolean(),
  venue: z.string().optional(),
  halves: z.array(z.object({ home: z.number(), away: z.number() })).optional(), // only with ?include=halves
});

export type Match = z.infer<typeof MatchSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
export type MatchDisplayState = z.infer<typeof MatchDisplayStateSchema>;

export interface Team {
  teamId: string;
  name: string;
  shortName: string;
  flagEmoji: string;
  logoURL: string | null;
}
