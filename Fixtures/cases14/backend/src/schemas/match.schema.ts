import { z } from 'zod';

export const MatchPhaseSchema = z.enum(['pre', 'live', 'set_break', 'completed', 'abandoned']);

export const SetResultSchema = z.object({
  home: z.number().int(), // points won by the home side in this set, 0-40ish
  away: z.number().int(), // points won by the away side in this set
});

export const MatchRecordSchema = z.object({
  matchId: z.string(),
  leagueId: z.string(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  phase: MatchPhaseSchema,
  currentSet: z.number().int().min(1).max(5), // 1-based set number; the fifth set is played to 15
  sets: z.array(SetResultSchema),
  servingTeamId: z.string().nullable(),
  scheduledStart: z.number().int(), // Unix epoch seconds of the scheduled first serve
  endedAt: z.number().int().nullable(),
  venue: z.string().optional(),
  updatedAt: z.number().int(), // Unix epoch milliseconds, set by the poller
});

export type MatchRecord = z.infer<typeof MatchRecordSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
