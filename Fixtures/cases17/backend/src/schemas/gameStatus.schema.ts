import { z } from 'zod';

export const GameStatusSchema = z.enum(['scheduled', 'live', 'halftime', 'overtime', 'final']);

export const GameStatusResponseSchema = z.object({
  gameId: z.string(),
  status: GameStatusSchema,
  statusText: z.string(), // display copy, built from display.messages.ts
  lastPlayAt: z.number().int().nullable(), // epoch seconds of the last snap; null before kickoff
  delayNote: z.string().optional(),
});

export type GameStatusResponse = z.infer<typeof GameStatusResponseSchema>;
