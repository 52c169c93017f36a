import { z } from "zod";

export const StandingsRowSchema = z.object({
  teamId: z.string(),
  division: z.string(),
  wins: z.number().int().nonnegative(), // season to date
  losses: z.number().int().nonnegative(), // season to date
  winPct: z.number().min(0).max(1),
  gamesBackText: z.string(), // "—" for the division leader, "2.5" otherwise
  streakText: z.string(), // "W3", "L1"
  clinched: z.boolean(),
  magicNumber: z.number().int().optional(),
});

export const StandingsResponseSchema = z.object({
  season: z.number().int(), // season year, e.g. 2025
  rows: z.array(StandingsRowSchema),
  updatedAt: z.string().datetime(), // ISO 8601, when the last final was folded in
});

export type StandingsRow = z.infer<typeof StandingsRowSchema>;
export type StandingsResponse = z.infer<typeof StandingsResponseSchema>;
