import { z } from 'zod';

export const MatchPhaseSchema = z.enum(['pre', 'live', 'end_break', 'extra_end', 'final', 'conceded']);

export const TeamRefSchema = z.object({
  teamId: z.string(),
  shortName: z.string(),
  skip: z.string(),
  flag: z.string(), // emoji flag; Live Activities cannot load images
});

export const EndScoreSchema = z.object({
  end: z.number().int().min(1).max(11), // 1-based end number; 9-11 are extra ends in an eight-end game
  homePoints: z.number().int().nullable(),
  awayPoints: z.number().int().nullable(),
  homeHadHammer: z.boolean(),
});

export const RawGameSchema = z.object({
  gameId: z.string(),
  eventId: z.string(),
  drawNumber: z.number().int(),
  sheet: z.string(), // sheet letter, A-H at most venues
  home: TeamRefSchema,
  away: TeamRefSchema,
  phase: MatchPhaseSchema,
  scheduledEnds: z.number().int(),
  ends: z.array(EndScoreSchema),
  startsAt: z.string().datetime(),
  completedAt: z.string().datetime().nullable(), // ISO 8601 UTC; null until the last stone or a concession
  homeThinkingSeconds: z.number().int(),
  awayThinkingSeconds: z.number().int().min(0).max(2280), // seconds of thinking time left; 38 minutes max
  conceded: z.boolean(),
});

export type RawGame = z.infer<typeof RawGameSchema>;
export type EndScore = z.infer<typeof EndScoreSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
