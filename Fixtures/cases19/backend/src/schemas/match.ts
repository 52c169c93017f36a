import { z } from 'zod';

export const MATCH_SCHEMA_VERSION = 7;

export const MatchStatusSchema = z.enum([
  'scheduled',
  'live',
  'interval',
  'between_sessions',
  'concluded',
  'walkover',
]);

export const PlayerSummarySchema = z.object({
  playerId: z.string(),
  name: z.string(),
  shortName: z.string(),
  flagEmoji: z.string(),
  ranking: z.number().int().optional(),
});

export const FrameScoreSchema = z.object({
  frameNumber: z.number().int().min(1), // 1-based frame number within the match
  points1: z.number().int(),
  points2: z.number().int(),
  pointsRemaining: z.number().int().min(0).max(147),
  highBreak1: z.number().int().nullable(),
  highBreak2: z.number().int().nullable(),
  winnerSide: z.union([z.literal(1), z.literal(2)]).nullable(),
  frameLabel: z.string(),
  scoreText: z.string(), // e.g. "112–0"
});

export const BreakEventSchema = z.object({
  playerId: z.string(),
  points: z.number().int().min(0).max(155), // 147 maximum; up to 155 with a free ball
  ballsPotted: z.number().int(),
  isMaximum: z.boolean(),
  breakText: z.string(),
});

export const MatchDisplayStateSchema = z.object({
  headline: z.string(),
  scoreline: z.string(),
  frameLine: z.string(),
  statusText: z.string(),
  sessionText: z.string().nullable(),
  breakText: z.string().nullable(),
  pointsRemainingText: z.string().nullable(),
  snookersRequiredText: z.string().nullable(),
  frameBallText: z.string().optional(),
  sentiment: z.string(),
  isLive: z.boolean(),
  isFrameBall: z.boolean(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  tournament: z.string(),
  round: z.string(),
  status: MatchStatusSchema,
  player1: PlayerSummarySchema,
  player2: PlayerSummarySchema,
  framesWon1: z.number().int(),
  framesWon2: z.number().int(),
  bestOf: z.number().int(), // total frames, odd: 7 (UK early rounds) to 35 (World final)
  sessionNumber: z.number().int(),
  frames: z.array(FrameScoreSchema).optional(), // only present with ?include=frames
  currentBreak: BreakEventSchema.optional(),
  displayState: MatchDisplayStateSchema,
  startTime: z.string().datetime(),
  intervalMinutes: z.number().int(),
});

export type MatchItem = z.infer<typeof MatchItemSchema>;
export type FrameScore = z.infer<typeof FrameScoreSchema>;
export type MatchStatus = z.infer<typeof MatchStatusSchema>;
