import { z } from 'zod';

export const TeeTimeGroupSchema = z.object({
  groupId: z.string(),
  startingHole: z.union([z.literal(1), z.literal(10)]),
  teeTimeDisplay: z.string(),
  teeTimeUtc: z.string().datetime(),
  playerNames: z.array(z.string()),
  /** Minutes between groups on this tee; 10 or 11 at most events. */
  intervalMinutes: z.number().int(),
  wind: z.number().nullable(),
});

export const TeeTimesResponseSchema = z.object({
  tournamentId: z.string(),
  roundNumber: z.number().int().min(1).max(4),
  groups: z.array(TeeTimeGroupSchema),
  courseLength: z.number().int(),
  featuredGroupId: z.string().optional(),
});

export const TeeTimesQuerySchema = z.object({
  round: z.coerce.number().int().optional(),
  playerId: z.string().optional(),
});

export type TeeTimeGroup = z.infer<typeof TeeTimeGroupSchema>;
