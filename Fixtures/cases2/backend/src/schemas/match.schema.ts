import { z } from "zod";

export const BreakKindSchema = z.union([z.literal("lunch"), z.literal("tea"), z.literal("drinks"), z.literal("rain")]);

export const SessionMarkSchema = z.object({
  label: z.string(),
  startsAt: z.string().datetime(),
});

export const DisplayStateSchema = z.object({
  statusText: z.string(),
  scoreText: z.string(),
  oversText: z.string().nullable().describe('Overs bowled as text, e.g. "12.3"'),
  chaseText: z.string().nullable(),
  resultText: z.string().nullable(),
  badgeText: z.string(),
  sentiment: z.enum(["neutral", "tense", "dominant"]),
  progress: z.number().min(0).max(1).nullable(), // share of scheduled balls bowled, 0..1
  isLive: z.boolean(),
  sessions: z.array(SessionMarkSchema),
});

export const InningsSchema = z.object({
  battingSideId: z.string(),
  runs: z.number().int(),
  wickets: z.number().int().min(0).max(10),
  legalBalls: z.number().int(),
  maxBalls: z.number().int(),
  target: z.number().int().nullable(),
  ballsRemaining: z.number().int(),
});

export const MatchSchema = z.object({
  id: z.string(),
  phase: z.string(),
  followOnEnforced: z.boolean(),
  breakKind: BreakKindSchema.nullable(),
  innings: z.array(InningsSchema),
  winner: z.object({ id: z.string(), name: z.string() }).nullable(),
  margin: z.object({ kind: z.enum(["runs", "wickets"]), value: z.number().int() }).nullable(),
  day: z.number().int().nullable(),
});

export type BreakKind = z.infer<typeof BreakKindSchema>;
export type DisplayState = z.infer<typeof DisplayStateSchema>;
export type Match = z.infer<typeof MatchSchema>;
