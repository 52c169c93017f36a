import { z } from "zod";

export const DecisionKindSchema = z.enum(["yes_let", "no_let", "stroke", "upheld", "overturned"]);

export const ReviewEntrySchema = z.object({
  entryId: z.string(),
  gameLabel: z.string(),
  callText: z.string(),
  outcomeText: z.string(),
  requestedBy: z.string(),
  decisionKind: DecisionKindSchema,
  decidedAt: z.number().int(), // Unix epoch seconds when the video referee announced the call
});

export const ReviewTimelineSchema = z.object({
  matchId: z.string(),
  entries: z.array(ReviewEntrySchema),
});

export const ConductWarningSchema = z.object({
  warningId: z.string(),
  playerId: z.string(),
  level: z.enum(["warning", "conduct_stroke", "conduct_game", "conduct_match"]),
  offence: z.string(),
  issuedAt: z.number().int(),
});

export type ReviewEntry = z.infer<typeof ReviewEntrySchema>;
export type ConductWarning = z.infer<typeof ConductWarningSchema>;
