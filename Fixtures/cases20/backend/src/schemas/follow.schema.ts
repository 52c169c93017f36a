import { z } from "zod";

export const FollowRequestSchema = z.object({
  raceId: z.string().min(1),
  runnerId: z.string().nullable(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  raceId: z.string(),
  runnerId: z.string().nullable(),
  createdAt: z.number().int(), // Unix epoch ms
  ttl: z.number().int(), // Unix epoch seconds; DynamoDB TTL attribute
});

export const ActivitySubscriptionSchema = z.object({
  raceId: z.string(),
  token: z.string(),
  userId: z.string(),
  registeredAt: z.number().int(),
  ttl: z.number().int(), // Unix epoch seconds
});

export const FollowResponseSchema = z.object({
  raceId: z.string(),
  status: z.enum(["following", "not_following"]),
  followedRunnerId: z.string().nullable(),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
