import { z } from "zod";
import { LiveActivityDisplayStateSchema } from "./liveActivity.schema.js";

export const FollowRequestSchema = z.object({
  matchId: z.string(),
  playerId: z.string().optional(), // perspective player; omitted means the neutral home/away view
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  playerId: z.string().nullable(),
  createdAt: z.string().datetime(), // ISO 8601 UTC
  ttl: z.number().int(),
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  token: z.string(),
  userId: z.string(),
  kind: z.enum(["match", "court"]),
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
});

export const ActivityTokenRequestSchema = z.object({
  matchId: z.string(),
  token: z.string().regex(/^[0-9a-f]+$/),
  previousToken: z.string().nullable(),
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(["following", "not_following"]),
  message: z.string(),
  liveActivityState: LiveActivityDisplayStateSchema.nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
