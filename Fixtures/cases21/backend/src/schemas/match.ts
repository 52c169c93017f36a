import { z } from "zod";
import { MatchPhaseSchema, MatchSentimentSchema, TeamSchema } from "./common.js";

export const MatchDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  homeScoreText: z.string(), // goals.behinds (total), e.g. "12.8 (80)"
  awayScoreText: z.string(),
  homeGoals: z.number().int(),
  homeBehinds: z.number().int(),
  homeTotal: z.number().int(),
  awayGoals: z.number().int(),
  awayBehinds: z.number().int(),
  awayTotal: z.number().int(),
  quarter: z.number().int().min(0).max(4), // 0 before the first bounce, 1–4 during play
  quarterLabel: z.string(),
  clockText: z.string(), // mm:ss elapsed in the quarter, "" outside play
  statusText: z.string(),
  marginText: z.string(),
  quarterProgress: z.number().min(0).max(1),
  sentiment: MatchSentimentSchema,
  isFinal: z.boolean(),
  lastEventText: z.string().nullable(),
});

export const MatchSchema = z.object({
  matchId: z.string(),
  competition: z.enum(["AFL", "AFLW"]),
  roundLabel: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  venue: z.string(),
  startTime: z.string().datetime(),
  endTime: z.string().datetime().nullable(), // ISO 8601 UTC; null until the final siren
  displayState: MatchDisplayStateSchema,
  isFollowed: z.boolean(),
  followedTeamId: z.string().nullable(),
});

export const PlayerStatSchema = z.object({
  playerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jumperNumber: z.number().int(),
  kicks: z.number().int(),
  handballs: z.number().int(),
  disposals: z.number().int(),
  disposalsText: z.string(),
  marks: z.number().int(),
  tackles: z.number().int(),
  goals: z.number().int(),
  behinds: z.number().int(),
  supercoachScore: z.number().int(),
  supercoachText: z.string(),
  isOnGround: z.boolean(),
  timeOnGroundPct: z.number().optional(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  competition: z.string(),
  roundLabel: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  displayState: MatchDisplayStateSchema,
  startTime: z.string().datetime(), // ISO 8601 UTC first bounce
  venueText: z.string(),
  players: z.array(PlayerStatSchema).optional(), // only when ?include=players
});

export type Match = z.infer<typeof MatchSchema>;
export type MatchDisplayState = z.infer<typeof MatchDisplayStateSchema>;
export type PlayerStat = z.infer<typeof PlayerStatSchema>;
export type MatchItem = z.infer<typeof MatchItemSchema>;
