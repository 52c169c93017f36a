import { z } from "zod";

export const LiveActivityDisplayStateSchema = z.object({
  gameId: z.string(),
  homeScore: z.string(),
  awayScore: z.string(),
  periodLabel: z.string(),
  clockText: z.string(),
  shotClockText: z.string().nullable(),
  homeFoulsText: z.string(),
  awayFoulsText: z.string(),
  runText: z.string().nullable(),
  liveNote: z.string().nullable(),
  bonusText: z.string().nullable(),
  phase: z.enum(["pregame", "live", "halftime", "overtime", "final", "postponed"]),
  sentiment: z.enum(["neutral", "tense", "blowout", "comeback"]),
  compact: z.object({ leadingText: z.string(), trailingText: z.string(), minimalText: z.string() }),
  expanded: z.object({ headline: z.string(), homeLine: z.string(), awayLine: z.string(), footer: z.string() }),
});

export const ActivitySubscriptionSchema = z.object({
  gameId: z.string(),
  pushToken: z.string(),
  userId: z.string(),
  createdAt: z.number().int(), // epoch ms
  staleAfter: z.number().int().positive(),
  relevanceScore: z.number().min(0).max(100),
});

export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
