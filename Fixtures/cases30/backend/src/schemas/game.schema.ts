import { z } from 'zod';

/** Bumped whenever a display field's meaning changes; the app refuses newer major versions. */
export const MATCH_SCHEMA_VERSION = 7;

export const GamePhaseSchema = z.enum([
  'scheduled',
  'live',
  'quarter_break',
  'halftime',
  'overtime',
  'final',
  'postponed',
]);

export const TeamLineSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string().length(3),
  emoji: z.string(),
  colorKey: z.string(),
  goals: z.number().int(), // one-point goals only; two-pointers are counted separately
  twoPointGoals: z.number().int(), // PLL only; always 0 for NLL and NCAA
  shotsOnGoal: z.number().int(),
  faceoffsWon: z.number().int(),
  faceoffsTaken: z.number().int(),
  groundBalls: z.number().int(),
  scoreText: z.string(), // points on the board, already including two-pointers, e.g. "11"
  faceoffText: z.string(), // e.g. "11/22"
  recordText: z.string().nullable(), // season record, e.g. "5–2"; null in exhibition games
});

export const GameCardSchema = z.object({
  gameId: z.string(),
  league: z.enum(['PLL', 'NLL', 'NCAA']),
  phase: GamePhaseSchema,
  period: z.number().int().min(1).max(9),
  home: TeamLineSchema,
  away: TeamLineSchema,
  scoreLine: z.string(),
  clockText: z.string(), // period and game clock, e.g. "Q3 4:12" or "OT 2:40"
  periodLabel: z.string(),
  statusLabel: z.string(),
  shotClockSeconds: z.number().int().nullable(),
  shotClockText: z.string().nullable(), // "0:21"; null when the shot clock is off (dead ball, end of period)
  manUpText: z.string().nullable(),
  isLive: z.boolean(),
  isManUp: z.boolean(),
  startsAt: z.string().datetime(),
  startTimeText: z.string(), // local start time in the venue's zone, e.g. "7:00 PM ET"
  venueText: z.string().optional(),
  broadcastText: z.string().optional(),
  accentSentiment: z.enum(['neutral', 'tense', 'surging', 'lopsided']),
});

export const LeagueSectionSchema = z.object({
  id: z.string(),
  leagueCode: z.string(),
  headerTitle: z.string(),
  games: z.array(GameCardSchema),
});

export const ScheduleResponseSchema = z.object({
  sections: z.array(LeagueSectionSchema),
  // ISO 8601 instant the schedule was assembled, used by the app's "updated" footer
  generatedAt: z.string().datetime(),
  schemaVersion: z.number().int(),
});

export const GameDetailSchema = z.object({
  game_id: z.string(),
  card: GameCardSchema,
  officialsText: z.string().nullable(),
  timeoutsText: z.string(),
  overtimeNote: z.string().nullable(),
  roster: z.array(z.string()).optional(), // only present with ?include=roster
  weatherText: z.string().optional(),
});

export const FollowRequestSchema = z.object({
  gameId: z.string(),
  teamId: z.string().optional(),
});

export type GamePhase = z.infer<typeof GamePhaseSchema>;
export type TeamLine = z.infer<typeof TeamLineSchema>;
export type GameCard = z.infer<typeof GameCardSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
export type GameDetail = z.infer<typeof GameDetailSchema>;
export type FollowRequest = z.infer<typeof FollowRequestSchema>;
