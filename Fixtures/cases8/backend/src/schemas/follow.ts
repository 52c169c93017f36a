import { z } from "zod";

export const FollowRequestSchema = z.object({
  gameId: z.string(),
  teamId: z.string().optional(), // request body: omitted when the fan has no preferred side
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  gameId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(),
});

export const ActivitySubscriptionSchema = z.object({
  gameId: z.string(),
  token: z.string(),
  userId: z.string(),
  deviceId: z.string(),
  registeredAt: z.string().datetime(),
  expiresAt: z.number().int(), // DynamoDB TTL attribute, Unix epoch seconds
});

export const FollowResponseSchema = z.object({
  gameId: z.string(),
  status: z.enum(["following", "not_following"]),
  teamId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  gameIds: z.array(z.string()),
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
export type FollowRequest = z.infer<typeof FollowRequestSchema>;
