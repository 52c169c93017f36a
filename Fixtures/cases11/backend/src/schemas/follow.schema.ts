import { z } from 'zod';

export const FollowRequestSchema = z.object({
  raceId: z.string(),
  driverCode: z.string().nullable(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  raceId: z.string(),
  driverCode: z.string().nullable(),
  followedAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // Unix epoch seconds; DynamoDB TTL attribute
});

export const ActivitySubscriptionSchema = z.object({
  raceId: z.string(),
  pushToken: z.string(),
  userId: z.string(),
  driverCode: z.string().nullable(),
  createdAt: z.number().int(),
  ttl: z.number().int(), // Unix epoch seconds
});

export const FollowResponseSchema = z.object({
  raceId: z.string(),
  status: z.enum(['following', 'not_following']),
  driverCode: z.string().nullable(),
  confirmationText: z.string(),
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
