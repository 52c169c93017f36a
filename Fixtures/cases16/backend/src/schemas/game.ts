import { z } from "zod";

export const TeamRefSchema = z.object({
  teamId: z.string(),
  abbreviation: z.string().length(3),
  name: z.string(),
  flagEmoji: z.string(),
});

export const GameItemSchema = z.object({
  gameId: z.string(),
  homeTeam: TeamRefSchema,
  awayTeam: TeamRefSchema,
  scoreLine: z.string(), // e.g. "LAL 108 · DEN 110"
  statusText: z.string(),
  clockText: z.string(), // "2:31"; "" before tip-off
  periodLabel: z.string(),
  phase: z.enum(["pregame", "live", "halftime", "overtime", "final", "postponed"]),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  period: z.number().int().min(1).max(8),
  clockSeconds: z.number().int().nonnegative(),
  // seconds left on the shot clock, 0-24, sent as a string so "" can mean "off"
  shotClock: z.string(),
  homeFouls: z.number().int(),
  awayFouls: z.number().int(),
  homeTimeoutsLeft: z.number().int().min(0).max(7), // NBA: 7 per game, max 2 in the last 3:00 of Q4
  timeoutsText: z.string(),
  tipoffText: z.string(),
  tipoffAt: z.string().datetime(),
  record: z.string(), // home team's season record, "W-L"
  winProbability: z.string().optional(),
  liveNote: z.string().nullable(),
  // only present when the request passes ?include=boxScore
  boxScoreUrl: z.string().url().optional(),
});

export const ScheduleResponseSchema = z.object({
  leagues: z.array(
    z.object({
      leagueCode: z.enum(["nba", "wnba", "euroleague"]),
      leagueTitle: z.string(),
      games: z.array(GameItemSchema),
    }),
  ),
  generatedAt: z.string().datetime(), // ISO 8601, UTC
  nextPollSeconds: z.number().int().optional(),
});

export const FollowRequestSchema = z.object({
  gameId: z.string(),
  teamId: z.string().optional(),
});

export type GameItem = z.infer<typeof GameItemSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
export type FollowRequest = z.infer<typeof FollowRequestSchema>;
