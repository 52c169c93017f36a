import { z } from "zod";

export const CourtStatusSchema = z.enum(["scheduled", "in_play", "suspended", "finished"]);

export const OrderOfPlayEntrySchema = z.object({
  id: z.string(),
  courtName: z.string(),
  slotLabel: z.string(),
  notBefore: z.string().datetime().nullable(),
  resumesAt: z.string().datetime().nullable(), // ISO 8601 UTC, set only while play is suspended
  matchup: z.string(),
  roundLabel: z.string(),
  status: CourtStatusSchema,
  statusNote: z.string().optional(),
  isFollowed: z.boolean(),
});

export const CourtScheduleSchema = z.object({
  id: z.string(),
  name: z.string(),
  entries: z.array(OrderOfPlayEntrySchema),
});

export const OrderOfPlayResponseSchema = z.object({
  day: z.string(), // tournament day as YYYY-MM-DD in the venue's time zone
  courts: z.array(CourtScheduleSchema),
});

export type CourtStatus = z.infer<typeof CourtStatusSchema>;
export type OrderOfPlayEntry = z.infer<typeof OrderOfPlayEntrySchema>;
export type CourtSchedule = z.infer<typeof CourtScheduleSchema>;
