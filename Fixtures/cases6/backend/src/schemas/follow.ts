import { z } from "zod";

export const FollowRequestSchema = z.object({
  gameId: z.string(),
  teamId: z.string().optional(), // request body: leave out to follow without a team perspective
});

export const FollowStatusSchema = z.enum(["following", "not_following"]);

export const FollowResponseSchema = z.object({
  gameId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  gameIds: z.array(z.string()),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  gameId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.string(), // ISO 8601, when the user tapped Follow
  ttl: z.number().int(), // DynamoDB TTL, Unix epoch seconds
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
