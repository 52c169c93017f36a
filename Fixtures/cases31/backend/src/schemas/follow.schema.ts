import { z } from "zod";

export const FollowRequestSchema = z.object({
  matchId: z.string(),
  perspectivePlayerId: z.string().optional(),
});

export const FollowStatusSchema = z.enum(["following", "not_following"]);

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  perspectivePlayerId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  perspectivePlayerId: z.string().nullable(),
  createdAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // DynamoDB TTL, Unix epoch seconds; 48 h after the match completes
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  tokenId: z.string(),
  userId: z.string(),
  pushToken: z.string(),
  relevanceScore: z.number().min(0).max(100),
  ttl: z.number().int(),
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
