import { z } from 'zod';

export const MatchPhaseSchema = z.enum(['pre', 'live', 'interval', 'completed', 'abandoned']);
export const MatchSentimentSchema = z.enum(['neutral', 'tense', 'dominant', 'comeback']);

export const PlayerLineSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  countryCode: z.string().length(3), // ISO 3166-1 alpha-3 style, e.g. "NED" (home nations use ENG/SCO/WAL/NIR)
  setsWon: z.number().int(),
  legsWon: z.number().int(), // legs won in the current set only, resets each set
  remaining: z.number().int().min(0).max(501), // points still needed in the current leg
  pointsScored: z.number().int().min(0), // whole match total, feeds the three-dart average
  dartsThrown: z.number().int().min(0), // whole match total
  isThrowing: z.boolean(),
});

export const MatchDisplayStateSchema = z.object({
  title: z.string(),
  statusText: z.string(),
  scoreText: z.string(),
  setsText: z.string(), // e.g. "3–2"
  legsText: z.string(), // e.g. "Legs 1–2"
  homeAverageText: z.string(),
  awayAverageText: z.string(),
  lastVisitText: z.string().nullable(),
  checkoutText: z.string().nullable(),
  startTimeText: z.string(), // already in the venue's local time, e.g. "20:00"
  sentiment: MatchSentimentSchema,
  progress: z.number().min(0).max(1),
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  eventName: z.string(),
  roundName: z.string(),
  phase: MatchPhaseSchema,
  home: PlayerLineSchema,
  away: PlayerLineSchema,
  bestOfSets: z.number().int().min(1), // odd; first to (bestOfSets + 1) / 2 wins
  startTime: z.string().datetime(), // ISO 8601 UTC, e.g. "2025-01-02T20:00:00Z"
  display: MatchDisplayStateSchema,
});

export const SessionGroupSchema = z.object({
  sessionId: z.string(),
  header: z.string(),
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  sessions: z.array(SessionGroupSchema),
  generatedAt: z.string().datetime(), // ISO 8601 UTC
});

export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
export type PlayerLine = z.infer<typeof PlayerLineSchema>;
export type MatchDisplayState = z.infer<typeof MatchDisplayStateSchema>;
export type MatchItem = z.infer<typeof MatchItemSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;

/** What the score feed tells us about a single visit to the oche. */
export const ScoreEventSchema = z.object({
  matchId: z.string(),
  seq: z.number().int(), // feed sequence number, strictly increasing per match
  kind: z.enum(['visit', 'leg_won', 'set_won', 'match_won', 'interval', 'resumed']),
  playerId: z.string(),
  darts: z.array(z.string()).max(3), // e.g. ["T20", "T20", "D16"]
  score: z.number().int().min(0).max(180), // points for the whole visit (three darts)
  nineDarter: z.boolean().default(false),
});

export type ScoreEvent = z.infer<typeof ScoreEventSchema>;
