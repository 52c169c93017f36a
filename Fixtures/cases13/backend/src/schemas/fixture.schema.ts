import { z } from "zod";

export const MATCH_SCHEMA_VERSION = 7;

export const MatchPhaseSchema = z.enum(["pre", "live", "innings_break", "completed", "abandoned"]);

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(), // 2–4 letter code, e.g. "MI"
  flagCode: z.string(),
  logoURL: z.string().url().nullable(),
});

export const InningsSchema = z.object({
  id: z.string(),
  number: z.number().int().min(1).max(4), // 1–2 in normal play, 3–4 for super overs
  battingTeamName: z.string(),
  tabLabel: z.string(),
  runs: z.number().int().nonnegative(),
  wickets: z.number().int().min(0).max(10), // 10 = all out
  legalBalls: z.number().int().nonnegative(), // legal deliveries bowled, wides/no-balls excluded
  completedOvers: z.number().int().min(0).max(20), // whole overs completed, 0–20 in a T20
  oversText: z.string(), // "14.2" = 14 overs and 2 balls
  scoreText: z.string(), // "87/6"
  phaseBadge: z.string().nullable(),
  phaseLabel: z.string(),
});

export const ChaseSchema = z.object({
  target: z.number().int().positive(),
  runs: z.number().int().nonnegative(),
  headline: z.string(),
  targetText: z.string(),
  revisedTargetText: z.string().nullable(), // set only after a DLS revision
  parScoreText: z.string().nullable(),
  requiredRate: z.number(), // runs per over, unrounded
  requiredRateText: z.string(),
  oversText: z.string(),
});

export const FixtureSchema = z.object({
  id: z.string(),
  title: z.string(),
  venueText: z.string(),
  statusText: z.string(),
  shortStatusText: z.string(),
  phase: MatchPhaseSchema,
  sentiment: z.enum(["neutral", "exciting", "tense", "dominant"]),
  isLive: z.boolean(),
  startTime: z.string().datetime(),
  endTime: z.string().datetime().nullable(), // ISO 8601 UTC; null until the result is in
  home: TeamSchema,
  away: TeamSchema,
  homeScoreText: z.string().nullable(),
  awayScoreText: z.string().nullable(),
  innings: z.array(InningsSchema),
  chase: ChaseSchema.nullable(),
  tossText: z.string().optional(),
  scorecard: z.lazy(() => ScorecardSchema).optional(), // only present with ?include=scorecard
  reviewsRemaining: z.number().int().min(0).max(2),
  rainDelayMinutes: z.number().int().nonnegative().nullable(),
});

export const ScorecardSchema = z.object({
  title: z.string(),
  battingHeader: z.string(),
  bowlingHeader: z.string(),
  recentHeader: z.string(),
  batters: z.array(z.object({ id: z.string(), name: z.string(), runs: z.number().int(), balls: z.number().int() })),
});

export type Fixture = z.infer<typeof FixtureSchema>;
export type Innings = z.infer<typeof InningsSchema>;
export type Chase = z.infer<typeof ChaseSchema>;
export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
