import { z } from 'zod';

export const HubTeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string(), // three letters, FIVB code, e.g. "BRA"
  flagEmoji: z.string().nullable(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  league: z.string(),
  homeTeam: HubTeamSchema,
  awayTeam: HubTeamSchema,
  statusText: z.string(),
  scoreText: z.string().nullable(), // "21–19" for the current set; null before first serve
  setsText: z.string().optional(),
  startLabel: z.string(), // already localised, e.g. "19:30"
  startTime: z.string(), // ISO 8601 with or without fractional seconds
  isLive: z.boolean(),
});

export const LeagueGroupSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  leagues: z.array(LeagueGroupSchema),
  generatedAt: z.string(), // ISO 8601 timestamp of the cache fill
});

export const LiveMatchesResponseSchema = z.object({
  matches: z.array(MatchItemSchema),
  pollAfterSeconds: z.number().int(),
});

export type MatchItem = z.infer<typeof MatchItemSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
