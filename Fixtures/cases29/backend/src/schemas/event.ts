import { z } from 'zod';

export const EventDetailResponseSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  datesLabel: z.string(),
  venueLine: z.string(),
  purseLabel: z.string().optional(),
  tiebreakNote: z.string().nullable(),
  iceTemperatureC: z.number(),
  openedAt: z.string().datetime().nullable(),
});

export type EventDetailResponse = z.infer<typeof EventDetailResponseSchema>;
