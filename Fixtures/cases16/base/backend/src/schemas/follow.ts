import { z } from "zod";

export const FollowStatusSchema = z.enum(["following", "not_following"]);

export const FollowResponseSchema = z.object({
  gameId: z.string(),
  status: FollowStatusSchema,
});

export const UserFollowsResponseSchema = z.object({
  gameIds: z.array(z.string()),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  gameId: z.string(),
  teamId: z.string().nullable(),
  followedAt: z.number().int(), // epoch milliseconds
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
});

export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
