import { z } from 'zod';

export const TeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  emoji: z.string(), // single emoji; Live Activities cannot load logos
});

export const GameDisplayStateSchema = z.object({
  scoreLine: z.string(), // e.g. "KC 17 – 14 BUF"
  statusText: z.string(),
  periodLabel: z.string(), // "Q1".."Q4", "OT", "Half", "Final"
  clockText: z.string(), // game clock as shown, e.g. "2:11"
  urgencyNote: z.string().nullable(),
  isRedZone: z.boolean(),
  homeHasPossession: z.boolean(),
});

export const GameSchema = z.object({
  gameId: z.string(),
  league: z.enum(['nfl', 'ncaaf']),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  quarter: z.number().int().min(1).max(6),
  clockSeconds: z.number().int(),
  playClockSeconds: z.number().int().min(0).max(40), // seconds left on the play clock, 0-40
  kickoffAt: z.string().datetime(),
  yardLine: z.number().int().min(0).max(100), // absolute yards from the home goal line, 0-100
  homeTimeoutsUsed: z.number().int(),
  weather: z.string().optional(),
  broadcastNetwork: z.string().nullable(),
  drives: z.array(z.lazy(() => DriveSchema)).optional(), // only present with ?include=drives
  displayState: GameDisplayStateSchema,
});

export const DriveSchema = z.object({
  driveId: z.string(),
  resultLabel: z.string(),
  playCount: z.number().int(),
  yards: z.number().int(),
  durationText: z.string(), // possession time as shown, e.g. "4:32"
  endedAt: z.number().int().nullable(),
});

export const FollowRequestSchema = z.object({
  gameId: z.string(),
  teamId: z.string().optional(),
});

export type Game = z.infer<typeof GameSchema>;
export type Team = z.infer<typeof TeamSchema>;
export type Drive = z.infer<typeof DriveSchema>;
