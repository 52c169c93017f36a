import { z } from "zod";

export const JerseySchema = z.enum(["yellow", "green", "polka_dot", "white"]);

export const GcRowDisplaySchema = z.object({
  riderId: z.string(),
  rank: z.number().int().min(1), // 1-based position in the (virtual) GC
  riderName: z.string(),
  teamName: z.string(),
  flag: z.string(), // emoji flag; widgets cannot load remote images
  gapLabel: z.string(), // "+1' 12\"", or the leader label for rank 1
  gapSeconds: z.number().int().nonnegative(), // seconds behind the leader, only for sorting and VoiceOver
  jersey: JerseySchema.nullable(),
  isAbandoned: z.boolean(),
  bonusLabel: z.string().nullable(), // "-10\"" bonus taken today, null when none
});

export const BreakawayDisplaySchema = z.object({
  label: z.string(), // "Break of 6"
  gapLabel: z.string(), // "+3' 40\""
  riderNames: z.array(z.string()),
  gapSeconds: z.number().int(),
});

export const StageDisplayStateSchema = z.object({
  stageId: z.string(),
  title: z.string(), // "Stage 14 · Pau → Superbagnères"
  subtitle: z.string(),
  statusLabel: z.string(),
  isLive: z.boolean(),
  kmToGoLabel: z.string().nullable(), // "42 km to go"; null before the flag drops and after the finish
  progressFraction: z.number().min(0).max(1), // share of the stage distance covered
  liveNote: z.string().nullable(),
  breakaway: BreakawayDisplaySchema.nullable(),
  gcTop: z.array(GcRowDisplaySchema),
  startTimeLabel: z.string(), // already in the user's time zone, e.g. "12:10"
  weatherNote: z.string().optional(),
  sentiment: z.enum(["calm", "tense", "decisive"]),
});

export const StageSummarySchema = z.object({
  stageId: z.string(),
  number: z.number().int(),
  numberLabel: z.string(), // "Stage 14" or "Prologue"
  routeLabel: z.string(), // "Pau → Superbagnères"
  dateLabel: z.string(),
  type: z.enum(["flat", "hilly", "mountain", "individual_tt", "team_tt"]),
  startTime: z.string().datetime(),
  isLive: z.boolean(),
});

export const RaceHubItemSchema = z.object({
  raceId: z.string(),
  name: z.string(),
  countryFlag: z.string(),
  stageLabel: z.string(), // "Stage 14 of 21"
  isLive: z.boolean(),
  liveBadgeLabel: z.string().nullable(),
  stages: z.array(StageSummarySchema),
});

export const RaceHubResponseSchema = z.object({
  races: z.array(RaceHubItemSchema),
  emptyMessage: z.string().nullable(),
});

export type GcRowDisplay = z.infer<typeof GcRowDisplaySchema>;
export type BreakawayDisplay = z.infer<typeof BreakawayDisplaySchema>;
export type StageDisplayState = z.infer<typeof StageDisplayStateSchema>;
export type StageSummary = z.infer<typeof StageSummarySchema>;
export type RaceHubItem = z.infer<typeof RaceHubItemSchema>;
