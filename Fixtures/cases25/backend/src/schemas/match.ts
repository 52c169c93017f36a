import { z } from 'zod';

export const MATCH_SCHEMA_VERSION = 7;

export const MatchPhaseSchema = z.enum([
  'pre',
  'first_half',
  'half_time',
  'second_half',
  'extra_time',
  'shootout',
  'delayed',
  'completed',
  'abandoned',
]);

export const MatchSentimentSchema = z.enum(['neutral', 'tight', 'comeback', 'dominant']);

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  countryCode: z.string().length(2), // ISO 3166-1 alpha-2, drives the emoji flag
  crestUrl: z.string().url().nullable(),
});

export const MatchDisplayStateSchema = z.object({
  scoreline: z.string(), // e.g. "28–26", home first
  halfLabel: z.string(),
  clockLabel: z.string(), // "47:12", game clock mm:ss
  statusLine: z.string(),
  phase: MatchPhaseSchema,
  sentiment: MatchSentimentSchema,
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  minute: z.number().int().min(0).max(80),
  halfTimeScore: z.string().nullable(),
  venueNote: z.string().optional(),
  timeoutsLabel: z.string(),
  suspensionExpiries: z.array(z.string().datetime()), // ISO 8601 UTC instants when each two-minute suspension ends
});

export const MatchSchema = z.object({
  matchId: z.string(),
  competition: z.string(),
  competitionCode: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  startTime: z.string().datetime(),
  venue: z.string(),
  displayState: MatchDisplayStateSchema,
  isFollowed: z.boolean(),
  players: z.array(z.lazy(() => PlayerStatSchema)).optional(), // only with ?include=players
});

export const PlayerStatSchema = z.object({
  id: z.string(),
  name: z.string(),
  shirtNumber: z.number().int(),
  position: z.string(),
  goals: z.number().int(),
  shots: z.number().int(),
  sevenMetreGoals: z.number().int(),
  saves: z.number().int().nullable(),
  suspensions: z.number().int().max(3), // a third two-minute suspension is a disqualification
  isOnCourt: z.boolean(),
  statsLine: z.string(),
  shootingLabel: z.string(),
  secondsOnCourt: z.number().int(),
});

export type Team = z.infer<typeof TeamSchema>;
export type MatchDisplayState = z.infer<typeof MatchDisplayStateSchema>;
export type Match = z.infer<typeof MatchSchema>;
export type PlayerStat = z.infer<typeof PlayerStatSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
