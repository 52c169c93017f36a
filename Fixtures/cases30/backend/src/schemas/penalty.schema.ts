import { z } from 'zod';

export const PenaltyKindSchema = z.enum(['personal', 'technical', 'major_box']);

export const PenaltyBoxEntrySchema = z.object({
  penaltyId: z.string(),
  teamId: z.string(),
  playerName: z.string(),
  kind: PenaltyKindSchema,
  infractionText: z.string(), // e.g. "Slashing", "Crease violation"
  durationSeconds: z.number().int(),
  servedSeconds: z.number().int().min(0),
  releasable: z.boolean(),
  remainingText: z.string(),
  assessedAt: z.number().int(),
});

export const PenaltyBoxResponseSchema = z.object({
  gameId: z.string(),
  entries: z.array(PenaltyBoxEntrySchema),
  manUpBannerText: z.string().optional(),
});

export type PenaltyBoxEntry = z.infer<typeof PenaltyBoxEntrySchema>;
export type PenaltyBoxResponse = z.infer<typeof PenaltyBoxResponseSchema>;
