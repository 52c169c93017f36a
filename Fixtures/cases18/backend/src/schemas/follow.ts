import { z } from 'zod';

export const FollowRequestSchema = z.object({
  raceId: z.string().min(1),
  driverId: z.string().nullable(), // null follows the race leader's perspective
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  raceId: z.string(),
  driverId: z.string().nullable(),
  createdAt: z.number().int(), // Unix epoch milliseconds
  expiresAt: z.number().int(),
});

export const ActivitySubscriptionSchema = z.object({
  raceId: z.string(),
  pushToken: z.string(),
  userId: z.string(),
  driverId: z.string().nullable(),
  frequentPushesEnabled: z.boolean(),
  registeredAt: z.number().int(), // Unix epoch milliseconds
  ttl: z.number().int(), // Unix epoch seconds, DynamoDB TTL attribute
});

export const FollowResponseSchema = z.object({
  raceId: z.string(),
  status: z.enum(['following', 'not_following']),
  driverId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  raceIds: z.array(z.string()),
  nextToken: z.string().optional(),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
