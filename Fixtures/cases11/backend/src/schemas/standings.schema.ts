import { z } from 'zod';

export const DriverStandingSchema = z.object({
  id: z.string(),
  positionText: z.string(),
  driverName: z.string(),
  teamName: z.string(),
  teamColorName: z.string(),
  points: z.number(),
  pointsText: z.string(),
  gapText: z.string(),
  winsText: z.string(),
});

export const ConstructorStandingSchema = z.object({
  id: z.string(),
  positionText: z.string(),
  teamName: z.string(),
  teamColorName: z.string(),
  pointsText: z.string(),
});

export const StandingsResponseSchema = z.object({
  seasonLabel: z.string(),
  afterRoundText: z.string(),
  drivers: z.array(DriverStandingSchema),
  constructors: z.array(ConstructorStandingSchema),
  lastUpdated: z.number(),
});

export type DriverStanding = z.infer<typeof DriverStandingSchema>;
export type StandingsResponse = z.infer<typeof StandingsResponseSchema>;
