import { z } from 'zod';

export const MatchStatusSchema = z.enum([
  'scheduled',
  'live',
  'suspended', // rain, bad light or a stoppage that halts the match clock
  'completed',
  'retired',
  'walkover',
  'cancelled',
]);

export const SurfaceSchema = z.enum(['hard', 'clay', 'grass', 'indoor']);

export const PlayerSummarySchema = z.object({
  playerId: z.string(),
  name: z.string(),
  shortName: z.string(), // "J. Sinner"
  countryCode: z.string().length(3), // IOC code, e.g. "ITA"
  seed: z.number().int().nullable(), // tournament seed, null when unseeded
  ranking: z.number().int().nullable(),
});

export const SetScoreSchema = z.object({
  home: z.number().int().min(0).max(7), // games won by the first-listed player, 0–7
  away: z.number().int().min(0).max(7), // games won by the second-listed player, 0–7
  tiebreakLoserPoints: z.number().int().nullable(), // points the set loser won in the tiebreak: the 5 in 7-6(5)
});

export const StatLineSchema = z.object({
  label: z.string(), // "Aces", "1st serve in"
  home: z.string(), // already formatted: "12", "64%"
  away: z.string(),
  homeShare: z.number().min(0).max(1), // fraction of the comparison bar for home, 0–1
});

export const MatchStatsSchema = z.object({
  lines: z.array(StatLineSchema),
  firstServeIn: z.array(z.number().int()).length(2), // [home, away] first serves landed
  firstServeTotal: z.array(z.number().int()).length(2), // [home, away] first serves attempted
  fastestServeKmh: z.number(), // km/h, radar gun on show courts only
  durationMinutes: z.number().int(),
  summaryLine: z.string(), // "Sinner 14 aces — Medvedev 6"
});

export const PointEventSchema = z.object({
  sequence: z.number().int(), // 1-based point number within the match
  serverPoints: z.number().int().min(0), // raw points won in the game by the server
  receiverPoints: z.number().int().min(0), // raw points won in the game by the receiver
  scoreAfter: z.string(), // "30-15", "Deuce", "Ad Sinner"
  description: z.string(), // "Ace down the T"
  isBreakPoint: z.boolean(),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  tournamentId: z.string(),
  round: z.string(), // "Quarterfinal", from the feed
  court: z.string(),
  status: MatchStatusSchema,
  home: PlayerSummarySchema,
  away: PlayerSummarySchema,
  sets: z.array(SetScoreSchema),
  scoreLine: z.string(), // "6-4 3-6 7-6(5)"
  pointScore: z.string().nullable(), // "40-A", "Deuce"; null between games
  statusText: z.string(), // "Sinner serving for the set", "Final"
  liveNote: z.string().optional(),
  startsAt: z.string().datetime(),
  isServingHome: z.boolean().nullable(), // null when nobody is serving (pre-match, final)
  stats: MatchStatsSchema.optional(), // only present with ?include=stats
});

export const TournamentGroupSchema = z.object({
  tournamentId: z.string(),
  name: z.string(),
  surface: SurfaceSchema,
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  groups: z.array(TournamentGroupSchema),
  generatedAt: z.number().int(), // Unix epoch seconds when the schedule was built
  emptyMessage: z.string().nullable(),
});

export const PointByPointResponseSchema = z.object({
  matchId: z.string(),
  points: z.array(PointEventSchema),
});

export type MatchStatus = z.infer<typeof MatchStatusSchema>;
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;
export type SetScore = z.infer<typeof SetScoreSchema>;
export type MatchStats = z.infer<typeof MatchStatsSchema>;
export type MatchItem = z.infer<typeof MatchItemSchema>;
export type TournamentGroup = z.infer<typeof TournamentGroupSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
export type PointEvent = z.infer<typeof PointEventSchema>;
