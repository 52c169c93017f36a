import { z } from "zod";

export const MatchPhaseSchema = z.enum(["pre", "live", "innings_break", "completed", "abandoned"]);
export const MatchSentimentSchema = z.enum(["neutral", "exciting", "tense", "dominant"]);

export const TeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string(), // e.g. "IND"
  logoUrl: z.string().url().nullable(),
});

export const MatchDisplayStateSchema = z.object({
  statusText: z.string(),
  badgeText: z.string(),
  titleText: z.string(),
  scoreLine: z.string(), // e.g. "187/4"
  oversLine: z.string(), // completed overs "." balls, e.g. "14.2"
  runRateLine: z.string().nullable(),
  tossText: z.string().nullable(),
  resultText: z.string().nullable(),
  chaseText: z.string().nullable(),
  startsText: z.string(),
  progress: z.number().min(0).max(1), // share of the innings bowled, 0–1
  sentiment: MatchSentimentSchema,
  isLive: z.boolean(),
});

const BatterRecordSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  runs: z.number().int(),
  balls: z.number().int(),
  isOnStrike: z.boolean(),
});

export const MatchRecordSchema = z.object({
  matchId: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  phase: MatchPhaseSchema,
  sentiment: MatchSentimentSchema,
  currentInnings: z.number().int(),
  runs: z.number().int(),
  wickets: z.number().int().min(0).max(10),
  target: z.number().int().nullable(),
  ballsBowled: z.number().int(), // legal deliveries this innings
  ballsPerInnings: z.number().int(), // 120 for T20, 300 for ODI
  interruption: z.enum(["rain", "bad_light"]).nullable(),
  toss: z.object({ winner: z.string(), decision: z.enum(["bat", "bowl"]) }).nullable(),
  result: z.string().nullable(),
  batters: z.array(BatterRecordSchema),
  currentBowler: z.object({ name: z.string(), figures: z.string() }).nullable(), // figures e.g. "7-0-38-2"
  lastEvent: z.string().nullable(),
  startTime: z.number().int(), // Unix epoch seconds
  endTime: z.number().int().nullable(), // Unix epoch seconds; null until the match is completed
});

export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
export type MatchDisplayState = z.infer<typeof MatchDisplayStateSchema>;
export type MatchRecord = z.infer<typeof MatchRecordSchema>;
