import { z } from 'zod';

export const StandingsRowSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  flag: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  recordLabel: z.string(),
  drawShotChallengeCm: z.number(),
  drawShotChallengeLabel: z.string(),
  qualified: z.boolean(),
  tiebreakRank: z.number().int().optional(),
});

export const StandingsPoolSchema = z.object({
  poolName: z.string(),
  rows: z.array(StandingsRowSchema),
});

export const StandingsResponseSchema = z.object({
  eventId: z.string(),
  pools: z.array(StandingsPoolSchema),
});

export type StandingsRow = z.infer<typeof StandingsRowSchema>;

export interface StandingsResponse {
  eventId: string;
  pools: { poolName: string; rows: StandingsRow[] }[];
}
