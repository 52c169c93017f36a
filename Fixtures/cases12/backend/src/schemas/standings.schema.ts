import { z } from "zod";
import { GcRowDisplaySchema } from "./display.schema";

export const KomStandingSchema = z.object({
  riderId: z.string(),
  riderName: z.string(),
  rank: z.number().int().min(1), // 1-based
  points: z.number().int().nonnegative(), // mountain points (HC summit 20, cat 1 summit 10)
  pointsLabel: z.string(), // "84 pts"
});

export const SprintStandingSchema = z.object({
  riderId: z.string(),
  riderName: z.string(),
  rank: z.number().int().min(1), // 1-based
  points: z.number().int().nonnegative(), // points-classification points
  pointsLabel: z.string(),
});

export const AbandonmentDisplaySchema = z.object({
  riderId: z.string(),
  riderName: z.string(),
  stageLabel: z.string(), // "Stage 9"
  reasonLabel: z.string(), // "Crash", "Illness", "Outside time limit"
});

export const StandingsResponseSchema = z.object({
  raceId: z.string(),
  updatedAt: z.string().datetime(),
  gc: z.array(GcRowDisplaySchema),
  kom: z.array(KomStandingSchema),
  sprint: z.array(SprintStandingSchema),
  abandonments: z.array(AbandonmentDisplaySchema),
  youth: z.array(GcRowDisplaySchema).optional(), // only sent with ?include=youth
  teamsLabel: z.string().optional(),
});

export type StandingsResponse = z.infer<typeof StandingsResponseSchema>;
export type KomStanding = z.infer<typeof KomStandingSchema>;
