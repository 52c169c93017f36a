import { z } from "zod";

// Events from the league data feed. One message per on-ice event, delivered at least once.
const base = {
  gameId: z.string(),
  sequence: z.number().int().nonnegative(), // feed sequence number, strictly increasing per game
  period: z.number().int().min(1).max(5), // 1–3 regulation, 4 overtime, 5 shootout
  clock: z.string(), // "MM:SS" left in the period
  occurredAt: z.number(),
};

export const GoalEventSchema = z.object({
  ...base,
  type: z.literal("goal"),
  teamId: z.string(),
  scorer: z.string(),
  assists: z.array(z.string()).max(2), // primary first; a goal credits at most two
  strength: z.enum(["even", "pp", "sh", "en"]), // en = into an empty net
  careerGoals: z.number().int().nullable(),
});

export const PenaltyEventSchema = z.object({
  ...base,
  type: z.literal("penalty"),
  teamId: z.string(),
  player: z.string(),
  infraction: z.string(),
  minutes: z.number().int(), // 2 minor, 4 double minor, 5 major, 10 misconduct
});

export const PeriodEventSchema = z.object({
  ...base,
  type: z.enum(["period_start", "period_end"]),
});

export const IntermissionEventSchema = z.object({
  ...base,
  type: z.literal("intermission"),
  length: z.number().int(),
});

export const GoaliePulledEventSchema = z.object({
  ...base,
  type: z.literal("goalie_pulled"),
  teamId: z.string(),
});

export const VideoReviewEventSchema = z.object({
  ...base,
  type: z.enum(["video_review", "challenge"]),
  teamId: z.string().nullable(),
  reason: z.string(),
  outcome: z.enum(["pending", "stands", "overturned"]),
});

export const FinalEventSchema = z.object({
  ...base,
  type: z.literal("final"),
});

export const IngestEventSchema = z.discriminatedUnion("type", [
  GoalEventSchema,
  PenaltyEventSchema,
  IntermissionEventSchema,
  GoaliePulledEventSchema,
  FinalEventSchema,
]).or(PeriodEventSchema).or(VideoReviewEventSchema);

export const GameEndedMessageSchema = z.object({
  gameId: z.string(),
  endedAt: z.string().datetime(), // ISO 8601 UTC time of the final horn (or shootout winner)
});

export type IngestEvent = z.infer<typeof IngestEventSchema>;
export type GoalEvent = z.infer<typeof GoalEventSchema>;
