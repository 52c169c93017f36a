import { z } from "zod";
import { MatchPhaseSchema } from "./liveActivity.schema.js";

export const TeamSchema = z.object({
  team_id: z.string(),
  name: z.string(),
  code: z.string().length(3),
  flag_emoji: z.string(),
  logo_url: z.string().url().nullable(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  phase: MatchPhaseSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  scoreText: z.string(),
  statusText: z.string(),
  kickoffText: z.string(),
  venueText: z.string().optional(),
  startTime: z.string().datetime(),
  isFollowed: z.boolean(),
});

export const LeagueGroupSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  groups: z.array(LeagueGroupSchema),
  generatedAt: z.string().datetime(),
});

export type Team = z.infer<typeof TeamSchema>;
export type MatchItem = z.infer<typeof MatchItemSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;

export type LeagueGroup = {
  leagueId: string;
  leagueName: string;
  matches: MatchItem[];
};
