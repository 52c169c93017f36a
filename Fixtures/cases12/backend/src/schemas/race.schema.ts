import { z } from "zod";

export const StageTypeSchema = z.enum(["flat", "hilly", "mountain", "individual_tt", "team_tt"]);

export const StageStatusSchema = z.enum(["scheduled", "neutralised", "racing", "finished", "cancelled"]);

export const RaceSchema = z.object({
  raceId: z.string(), // e.g. "tdf-2025", "giro-2025"
  name: z.string(),
  edition: z.number().int(), // calendar year of the edition
  startDate: z.string().datetime(), // ISO 8601, day of the Grand Départ (UTC midnight)
  endDate: z.string().datetime(), // ISO 8601, day of the final stage (UTC midnight)
  stageCount: z.number().int().min(1).max(23), // 21 road stages plus an optional prologue or rest-day TT
  countryFlag: z.string(), // emoji flag of the host country
});

export const StageSchema = z.object({
  stageId: z.string(), // "<raceId>-s<number>", e.g. "tdf-2025-s14"
  raceId: z.string(),
  number: z.number().int().min(0).max(21), // 0 is the prologue
  type: StageTypeSchema,
  status: StageStatusSchema,
  startTime: z.string().datetime(),
  expectedFinishTime: z.string().datetime(), // ISO 8601, organiser's middle timetable for the finish
  distanceKm: z.number().positive(),
  elevationGainM: z.number().int().nonnegative(), // metres of climbing over the whole stage
  startTown: z.string(),
  finishTown: z.string(),
});

export type Race = z.infer<typeof RaceSchema>;
export type Stage = z.infer<typeof StageSchema>;
export type StageStatus = z.infer<typeof StageStatusSchema>;
export type StageType = z.infer<typeof StageTypeSchema>;
